import { faceNormals, type Mesh } from './mesh.js';

/** Math bound once: inside vm contexts (jest) every global lookup is slow. */
const math = Math;

/**
 * One normal per triangle corner (9 floats per triangle): the area-weighted average of the
 * faces around the corner's vertex that bend less than `creaseDegrees` from this face. Curved
 * surfaces shade smoothly while real edges (a cup's rim, a plate's side) stay crisp.
 */
export function cornerNormals(mesh: Mesh, creaseDegrees = 38): Float32Array {
  const ix = mesh.indices;
  const faces = ix.length / 3;
  const vertexCount = mesh.positions.length / 3;
  // Face normals scaled by area, and their unit directions for the crease test.
  const fn = faceNormals(mesh);
  const unit = new Float64Array(fn.length);
  for (let i = 0; i < fn.length; i += 3) {
    const l = math.sqrt(fn[i] * fn[i] + fn[i + 1] * fn[i + 1] + fn[i + 2] * fn[i + 2]) || 1e-30;
    unit[i] = fn[i] / l;
    unit[i + 1] = fn[i + 1] / l;
    unit[i + 2] = fn[i + 2] / l;
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
