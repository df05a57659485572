import { UnreadableFileError } from '../errors.js';
import { bufferSource, type RandomAccessSource } from '../random-access.js';
import {
  cube,
  modelXml,
  sphere,
  threeMf,
  zip,
  CUBE_ANALYSIS as CUBE,
} from './mesh-fixtures.spec.js';
import { analyse3mf } from './three-mf.js';

const analyse = (file: Uint8Array) => analyse3mf(bufferSource(file), file.length);

describe('analyse3mf', () => {
  it('measures the cube of a 3MF file', async () => {
    expect(await analyse(await threeMf({ '3D/3dmodel.model': modelXml([cube()]) }))).toEqual(CUBE);
  });

  it('reads the model by ranges, never the whole file at once', async () => {
    const file = await threeMf({ '3D/3dmodel.model': modelXml([sphere(30, 200, 100)]) });
    const reads: number[] = [];
    const source: RandomAccessSource = {
      read: async (offset, length) => {
        reads.push(length);
        return file.subarray(offset, offset + length);
      },
    };
    expect((await analyse3mf(source, file.length)).watertight).toBe(true);
    expect(Math.max(...reads)).toBeLessThan(file.length);
  });

  it('converts the model unit to millimetres', async () => {
    const cases: [string, number][] = [
      ['micron', 0.001],
      ['centimeter', 10],
      ['inch', 25.4],
      ['foot', 304.8],
      ['meter', 1000],
    ];
    for (const [unit, mm] of cases) {
      const result = await analyse(
        await threeMf({ '3D/3dmodel.model': modelXml([cube(1)], unit) }),
      );
      expect(result.sizeMm.x).toBeCloseTo(mm, 4);
      // Float32 coordinates: exact to about seven digits.
      expect(result.volumeCm3 / (mm ** 3 / 1000)).toBeCloseTo(1, 6);
    }
  });

  it('counts the meshes of every object, numbering vertices per mesh', async () => {
    const file = await threeMf({
      '3D/3dmodel.model': modelXml([cube(10), cube(10, [30, 0, 0])]),
    });
    expect(await analyse(file)).toEqual({
      triangles: 24,
      sizeMm: { x: 40, y: 10, z: 10 },
      volumeCm3: 2,
      surfaceAreaCm2: 12,
      watertight: true,
    });
  });

  it('reads the parts that components name (production extension), each where it is placed', async () => {
    const root =
      '<?xml version="1.0" encoding="UTF-8"?><model unit="millimeter" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02" ' +
      'xmlns:p="http://schemas.microsoft.com/3dmanufacturing/production/2015/06"><resources>' +
      '<object id="5" type="model"><components>' +
      '<component p:path="/3D/Objects/object_1.model" objectid="1" transform="1 0 0 0 1 0 0 0 1 0 0 0"/>' +
      '<component p:path="/3D/Objects/object_1.model" objectid="1" transform="1 0 0 0 1 0 0 0 1 20 0 0"/>' +
      '</components></object></resources><build><item objectid="5" transform="1 0 0 0 1 0 0 0 1 100 50 0"/></build></model>';
    const file = await threeMf({
      '3D/3dmodel.model': root,
      '3D/Objects/object_1.model': modelXml([cube()]),
    });
    expect(await analyse(file)).toEqual({
      triangles: 24,
      sizeMm: { x: 30, y: 10, z: 10 },
      volumeCm3: 2,
      surfaceAreaCm2: 12,
      watertight: true,
    });
  });

  describe('a part the build places several times', () => {
    const placed = (items: string, objects = [cube()], unit = 'millimeter') =>
      modelXml(objects, unit).replace(/<build>.*<\/build>/, `<build>${items}</build>`);
    const item = (transform: string, objectId = 1) =>
      `<item objectid="${objectId}" transform="${transform}" />`;

    it('counts each placement, where its transform puts it', async () => {
      const four = [0, 20, 40, 60].map((x) => item(`1 0 0 0 1 0 0 0 1 ${x} 0 0`)).join('');
      expect(await analyse(await threeMf({ '3D/3dmodel.model': placed(four) }))).toEqual({
        triangles: 48,
        sizeMm: { x: 70, y: 10, z: 10 },
        volumeCm3: 4,
        surfaceAreaCm2: 24,
        watertight: true,
      });
    });

    it('turns and scales a part as its transform says', async () => {
      const box = cube(10).map(
        (t) => t.map(([x, y, z]) => [x * 4, y * 2, z]) as unknown as typeof t,
      );
      // A quarter turn about z: the 40 × 20 box lies 20 × 40; then twice as tall.
      const turned = item('0 1 0 -1 0 0 0 0 2 0 0 0');
      const result = await analyse(await threeMf({ '3D/3dmodel.model': placed(turned, [box]) }));
      expect(result.sizeMm).toEqual({ x: 20, y: 40, z: 20 });
      expect(result.volumeCm3).toBeCloseTo(16, 6);
      expect(result.watertight).toBe(true);
    });

    it('a mirrored copy adds its volume, not takes it away', async () => {
      const mirrored = item('1 0 0 0 1 0 0 0 1 0 0 0') + item('-1 0 0 0 1 0 0 0 1 -5 0 0');
      const result = await analyse(await threeMf({ '3D/3dmodel.model': placed(mirrored) }));
      expect(result.volumeCm3).toBeCloseTo(2, 6);
      expect(result.sizeMm.x).toBeCloseTo(25, 6);
      expect(result.watertight).toBe(true);
    });

    it('leaves out objects the build does not place', async () => {
      const onlyFirst = placed(item('1 0 0 0 1 0 0 0 1 0 0 0', 1), [cube(), cube(10, [50, 0, 0])]);
      expect(await analyse(await threeMf({ '3D/3dmodel.model': onlyFirst }))).toEqual(CUBE);
    });

    it('moves by the model unit: a metre file placed 0.02 apart', async () => {
      const twice = item('1 0 0 0 1 0 0 0 1 0 0 0') + item('1 0 0 0 1 0 0 0 1 0.02 0 0');
      const result = await analyse(
        await threeMf({ '3D/3dmodel.model': placed(twice, [cube(0.01)], 'meter') }),
      );
      expect(result.sizeMm.x).toBeCloseTo(30, 3);
      expect(result.volumeCm3).toBeCloseTo(2, 4);
    });

    it('counts each mesh once when the build places nothing', async () => {
      expect(await analyse(await threeMf({ '3D/3dmodel.model': placed('') }))).toEqual(CUBE);
    });

    it('refuses a transform that is not 12 numbers', async () => {
      await expect(
        analyse(await threeMf({ '3D/3dmodel.model': placed(item('1 0 0 1')) })),
      ).rejects.toThrow(/transform of the 3MF model is not 12 numbers/);
    });

    it('refuses components that name each other in a loop', async () => {
      const loop = placed(item('1 0 0 0 1 0 0 0 1 0 0 0', 7)).replace(
        '</resources>',
        '<object id="7"><components><component objectid="8"/></components></object>' +
          '<object id="8"><components><component objectid="7"/></components></object></resources>',
      );
      await expect(analyse(await threeMf({ '3D/3dmodel.model': loop }))).rejects.toThrow(
        /nests its components too deep/,
      );
    });
  });

  it('finds the model through the package relationships when it is not at the usual place', async () => {
    expect(await analyse(await threeMf({ '3D/part.model': modelXml([cube()]) }))).toEqual(CUBE);
  });

  it('ignores vertices that are not in a mesh (slice outlines)', async () => {
    const xml = modelXml([cube()]).replace(
      '<resources>',
      '<resources><s:slicestack xmlns:s="http://schemas.microsoft.com/3dmanufacturing/slice/2015/07" id="9"><s:slice ztop="1"><s:vertices><s:vertex x="1" y="2"/></s:vertices></s:slice></s:slicestack>',
    );
    expect(await analyse(await threeMf({ '3D/3dmodel.model': xml }))).toEqual(CUBE);
  });

  describe('refuses bad files with a reason', () => {
    it('a 3MF without a model', async () => {
      await expect(analyse(await zip({ 'readme.txt': 'no model here' }))).rejects.toThrow(
        new UnreadableFileError('This 3MF file holds no 3D model (3D/3dmodel.model).'),
      );
    });

    it('a model without triangles', async () => {
      await expect(analyse(await threeMf({ '3D/3dmodel.model': modelXml([]) }))).rejects.toThrow(
        /holds no triangles/,
      );
    });

    it('a triangle using a vertex its mesh does not have', async () => {
      const xml = modelXml([cube()]).replace('v3="2"', 'v3="8"');
      await expect(analyse(await threeMf({ '3D/3dmodel.model': xml }))).rejects.toThrow(
        /uses vertex 8, which its mesh does not have/,
      );
    });

    it('NaN coordinates and vertices lacking one', async () => {
      const nan = modelXml([cube()]).replace('x="10"', 'x="NaN"');
      await expect(analyse(await threeMf({ '3D/3dmodel.model': nan }))).rejects.toThrow(
        /not a finite number/,
      );
      const lacking = modelXml([cube()]).replace(' z="0"', '');
      await expect(analyse(await threeMf({ '3D/3dmodel.model': lacking }))).rejects.toThrow(
        /lacks x, y or z/,
      );
    });

    it('a unit that 3MF does not have', async () => {
      const xml = modelXml([cube()], 'furlong');
      await expect(analyse(await threeMf({ '3D/3dmodel.model': xml }))).rejects.toThrow(/furlong/);
    });

    it('a model cut short inside a tag', async () => {
      const xml = modelXml([cube()]);
      const cut = xml.slice(0, xml.indexOf('<triangle ') + 15);
      await expect(analyse(await threeMf({ '3D/3dmodel.model': cut }))).rejects.toThrow(
        /cut short inside a tag/,
      );
    });

    it('a component naming a part the package does not hold', async () => {
      const xml = modelXml([cube()]).replace(
        '</resources>',
        '<object id="7"><components><component xmlns:p="urn:p" p:path="/3D/missing.model" objectid="1"/></components></object></resources>',
      );
      await expect(analyse(await threeMf({ '3D/3dmodel.model': xml }))).rejects.toThrow(
        /refers to a part it does not hold \(\/3D\/missing.model\)/,
      );
    });

    it('a zip that is not one', async () => {
      const file = await threeMf({ '3D/3dmodel.model': modelXml([cube()]) });
      await expect(analyse(file.subarray(0, file.length - 30))).rejects.toThrow(
        UnreadableFileError,
      );
      await expect(
        analyse(new TextEncoder().encode('PK\x03\x04 but nothing else')),
      ).rejects.toThrow(/not a readable ZIP archive/);
    });
  });
});
