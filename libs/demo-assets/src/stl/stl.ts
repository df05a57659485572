import { faceNormals, triangleCount, type Mesh } from '@pitstop/mesh-render';

const HEADER_BYTES = 80;
const TRIANGLE_BYTES = 50;

/**
 * Binary STL: an 80-byte header, the triangle count, then per triangle its unit normal and
 * three vertices (little-endian float32, millimetres) and a zero attribute word.
 */
export function toBinaryStl(mesh: Mesh, header = 'Pitstop Prints demo part (mm)'): Buffer {
  const count = triangleCount(mesh);
  const buffer = Buffer.alloc(HEADER_BYTES + 4 + TRIANGLE_BYTES * count);
  // The header must not start with "solid": readers would take the file for ASCII STL.
  buffer.write(header.replace(/^solid/i, 'part').slice(0, HEADER_BYTES), 0, 'ascii');
  buffer.writeUInt32LE(count, HEADER_BYTES);
  const p = mesh.positions;
  const ix = mesh.indices;
  const normals = faceNormals(mesh);
  let offset = HEADER_BYTES + 4;
  for (let t = 0; t < ix.length; t += 3) {
    const a = ix[t] * 3;
    const b = ix[t + 1] * 3;
    const c = ix[t + 2] * 3;
    const nx = normals[t];
    const ny = normals[t + 1];
    const nz = normals[t + 2];
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1;
    buffer.writeFloatLE(nx / length, offset);
    buffer.writeFloatLE(ny / length, offset + 4);
    buffer.writeFloatLE(nz / length, offset + 8);
    offset += 12;
    for (const v of [a, b, c]) {
      buffer.writeFloatLE(p[v], offset);
      buffer.writeFloatLE(p[v + 1], offset + 4);
      buffer.writeFloatLE(p[v + 2], offset + 8);
      offset += 12;
    }
    buffer.writeUInt16LE(0, offset);
    offset += 2;
  }
  return buffer;
}
