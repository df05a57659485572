import type { Mesh } from '../mesh/mesh.js';

/** Math bound once: inside vm contexts (jest) every global lookup is slow. */
const math = Math;

/**
 * One normal per triangle corner (9 floats per triangle): the area-weighted average of the
 * faces around the corner's vertex that bend less than `creaseDegrees` from this face. Curved
 * surfaces shade smoothly while real edges (a cup's rim, a plate's side) stay crisp.
 */
export function cornerNormals(mesh: Mesh, creaseDegrees = 38): Float32Array {
  const p = mesh.positions;
  const ix = mesh.indices;
  const faces = ix.length / 3;
  const vertexCount = p.length / 3;
  // Face normals scaled by area (the cross product's length is twice the area).
  const fn = new Float64Array(faces * 3);
  const unit = new Float64Array(faces * 3);
  for (let f = 0; f < faces; f++) {
    const a = ix[f * 3] * 3;
    const b = ix[f * 3 + 1] * 3;
    const c = ix[f * 3 + 2] * 3;
    const ux = p[b] - p[a];
    const uy = p[b + 1] - p[a + 1];
    const uz = p[b + 2] - p[a + 2];
    const vx = p[c] - p[a];
    const vy = p[c + 1] - p[a + 1];
    const vz = p[c + 2] - p[a + 2];
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const l = math.sqrt(nx * nx + ny * ny + nz * nz) || 1e-30;
    fn[f * 3] = nx;
    fn[f * 3 + 1] = ny;
    fn[f * 3 + 2] = nz;
    unit[f * 3] = nx / l;
    unit[f * 3 + 1] = ny / l;
    unit[f * 3 + 2] = nz / l;
  }
  // Faces around each vertex, as compressed rows.
  const start = new Uint32Array(vertexCount + 1);
  for (let i = 0; i < ix.length; i++) start[ix[i] + 1]++;
  for (let v = 0; v < vertexCount; v++) start[v + 1] += start[v];
  const fill = start.slice(0, vertexCount);
  const around = new Uint32Array(ix.length);
  for (let i = 0; i < ix.length; i++) around[fill[ix[i]]++] = (i / 3) | 0;

  const cosCrease = math.cos((creaseDegrees * math.PI) / 180);
  const out = new Float32Array(faces * 9);
  for (let f = 0; f < faces; f++) {
    const fx = unit[f * 3];
    const fy = unit[f * 3 + 1];
    const fz = unit[f * 3 + 2];
    for (let k = 0; k < 3; k++) {
      const v = ix[f * 3 + k];
      let sx = 0;
      let sy = 0;
      let sz = 0;
      for (let j = start[v]; j < start[v + 1]; j++) {
        const g = around[j];
        if (unit[g * 3] * fx + unit[g * 3 + 1] * fy + unit[g * 3 + 2] * fz < cosCrease) continue;
        sx += fn[g * 3];
        sy += fn[g * 3 + 1];
        sz += fn[g * 3 + 2];
      }
      const l = math.sqrt(sx * sx + sy * sy + sz * sz) || 1;
      out[f * 9 + k * 3] = sx / l;
      out[f * 9 + k * 3 + 1] = sy / l;
      out[f * 9 + k * 3 + 2] = sz / l;
    }
  }
  return out;
}
