import { triangleCount, type Mesh } from '../mesh/mesh.js';

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
  let offset = HEADER_BYTES + 4;
  for (let t = 0; t < ix.length; t += 3) {
    const a = ix[t] * 3;
    const b = ix[t + 1] * 3;
    const c = ix[t + 2] * 3;
    const ux = p[b] - p[a];
    const uy = p[b + 1] - p[a + 1];
    const uz = p[b + 2] - p[a + 2];
    const vx = p[c] - p[a];
    const vy = p[c + 1] - p[a + 1];
    const vz = p[c + 2] - p[a + 2];
    let nx = uy * vz - uz * vy;
    let ny = uz * vx - ux * vz;
    let nz = ux * vy - uy * vx;
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1;
    nx /= length;
    ny /= length;
    nz /= length;
    buffer.writeFloatLE(nx, offset);
    buffer.writeFloatLE(ny, offset + 4);
    buffer.writeFloatLE(nz, offset + 8);
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
