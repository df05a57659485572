import type { MeshAnalysis } from '@pitstop/contracts';
import { parserFor, disposeModel } from '../model-viewer/model-loading';

/**
 * The bounding box of an STL or OBJ file the seller picked, read in the browser as soon as it
 * is uploaded, so the wizard can ask about a file that reads implausibly small before the
 * listing exists. 3MF names its unit and needs no asking; other types hold no mesh we read.
 */
export async function measureModel(file: File): Promise<MeshAnalysis['sizeMm'] | null> {
  const name = file.name.toLowerCase();
  const type = name.endsWith('.stl') ? 'stl' : name.endsWith('.obj') ? 'obj' : null;
  if (!type) return null;
  const [parse, bytes, { Box3, Vector3 }] = await Promise.all([
    parserFor(type),
    file.arrayBuffer(),
    import('three'),
  ]);
  let model;
  try {
    model = parse(bytes);
  } catch {
    return null; // media reads it again and says what is wrong with it
  }
  const box =
    model.kind === 'geometry'
      ? (model.geometry.computeBoundingBox(), model.geometry.boundingBox ?? new Box3())
      : new Box3().setFromObject(model.object);
  disposeModel(model);
  if (box.isEmpty()) return null;
  const size = box.getSize(new Vector3());
  return { x: size.x, y: size.y, z: size.z };
}
