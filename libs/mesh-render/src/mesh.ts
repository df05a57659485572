export type Vec3 = readonly [number, number, number];

/**
 * An indexed triangle mesh in millimetres. Triangles wind counter-clockwise seen from outside
 * (the STL convention), and vertices are shared between the triangles that meet at them, so
 * edges can be matched (closed-ness) and normals smoothed (renderer).
 */
export interface Mesh {
  /** x, y, z per vertex. */
  readonly positions: Float64Array;
  /** Three vertex indices per triangle. */
  readonly indices: Uint32Array;
}

export interface BoundingBox {
  min: Vec3;
  max: Vec3;
  size: Vec3;
}

/** Collects vertices and faces of one closed part. */
export class MeshBuilder {
  private readonly positions: number[] = [];
  private readonly indices: number[] = [];

  vertex(x: number, y: number, z: number): number {
    this.positions.push(x, y, z);
    return this.positions.length / 3 - 1;
  }

  triangle(a: number, b: number, c: number): void {
    // A fan around a pole or a collapsed quad can name a vertex twice: such faces have no area.
    if (a === b || b === c || c === a) return;
    this.indices.push(a, b, c);
  }

  /** a, b, c, d counter-clockwise seen from outside. */
  quad(a: number, b: number, c: number, d: number): void {
    this.triangle(a, b, c);
    this.triangle(a, c, d);
  }

  build(): Mesh {
    return {
      positions: Float64Array.from(this.positions),
      indices: Uint32Array.from(this.indices),
    };
  }
}

export function triangleCount(mesh: Mesh): number {
  return mesh.indices.length / 3;
}

export function boundingBox(mesh: Mesh): BoundingBox {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      if (p[i + k] < min[k]) min[k] = p[i + k];
      if (p[i + k] > max[k]) max[k] = p[i + k];
    }
  }
  return {
    min: [min[0], min[1], min[2]],
    max: [max[0], max[1], max[2]],
    size: [max[0] - min[0], max[1] - min[1], max[2] - min[2]],
  };
}

/**
 * Each triangle's normal scaled by twice its area (the cross product of its edges a→b and a→c),
 * three numbers per triangle: the STL writer normalises it, the renderer weights by it.
 */
export function faceNormals(mesh: Mesh): Float64Array {
  const p = mesh.positions;
  const ix = mesh.indices;
  const normals = new Float64Array(ix.length);
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
    normals[t] = uy * vz - uz * vy;
    normals[t + 1] = uz * vx - ux * vz;
    normals[t + 2] = ux * vy - uy * vx;
  }
  return normals;
}

/** Enclosed volume in mm³ (positive when the triangles face outwards). */
export function signedVolume(mesh: Mesh): number {
  const p = mesh.positions;
  const ix = mesh.indices;
  let sum = 0;
  for (let t = 0; t < ix.length; t += 3) {
    const a = ix[t] * 3;
    const b = ix[t + 1] * 3;
    const c = ix[t + 2] * 3;
    sum +=
      p[a] * (p[b + 1] * p[c + 2] - p[b + 2] * p[c + 1]) -
      p[a + 1] * (p[b] * p[c + 2] - p[b + 2] * p[c]) +
      p[a + 2] * (p[b] * p[c + 1] - p[b + 1] * p[c]);
  }
  return sum / 6;
}

/**
 * Whether every edge is shared by exactly two triangles that run along it in opposite
 * directions: the mesh is closed (watertight) and consistently wound. A union of closed parts
 * passes too; that is how the demo shapes are put together (no booleans).
 */
export function isClosed(mesh: Mesh): boolean {
  const ix = mesh.indices;
  const vertexCount = mesh.positions.length / 3;
  const directed = new Map<number, number>();
  for (let t = 0; t < ix.length; t += 3) {
    for (let k = 0; k < 3; k++) {
      const key = ix[t + k] * vertexCount + ix[t + ((k + 1) % 3)];
      directed.set(key, (directed.get(key) ?? 0) + 1);
    }
  }
  for (const [key, count] of directed) {
    if (count !== 1) return false;
    const from = Math.floor(key / vertexCount);
    const to = key % vertexCount;
    if (directed.get(to * vertexCount + from) !== 1) return false;
  }
  return directed.size > 0;
}

/** The same surface facing the other way. */
export function flipMesh(mesh: Mesh): Mesh {
  const indices = mesh.indices.slice();
  for (let t = 0; t < indices.length; t += 3) {
    indices[t + 1] = mesh.indices[t + 2];
    indices[t + 2] = mesh.indices[t + 1];
  }
  return { positions: mesh.positions, indices };
}

/** Generators build a closed part in whichever winding is natural to them; this fixes it. */
export function orientOutward(mesh: Mesh): Mesh {
  return signedVolume(mesh) < 0 ? flipMesh(mesh) : mesh;
}

/** Several parts as one mesh (no boolean union: overlapping parts stay separate shells). */
export function mergeMeshes(...meshes: Mesh[]): Mesh {
  let vertices = 0;
  let faces = 0;
  for (const m of meshes) {
    vertices += m.positions.length;
    faces += m.indices.length;
  }
  const positions = new Float64Array(vertices);
  const indices = new Uint32Array(faces);
  let v = 0;
  let f = 0;
  for (const m of meshes) {
    positions.set(m.positions, v);
    const offset = v / 3;
    for (let i = 0; i < m.indices.length; i++) indices[f + i] = m.indices[i] + offset;
    v += m.positions.length;
    f += m.indices.length;
  }
  return { positions, indices };
}

/** Moves every vertex through `map`; a mirroring map must set `mirrors` to keep the winding. */
export function mapVertices(
  mesh: Mesh,
  map: (x: number, y: number, z: number) => Vec3,
  mirrors = false,
): Mesh {
  const positions = new Float64Array(mesh.positions.length);
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) {
    const [x, y, z] = map(p[i], p[i + 1], p[i + 2]);
    positions[i] = x;
    positions[i + 1] = y;
    positions[i + 2] = z;
  }
  const moved = { positions, indices: mesh.indices };
  return mirrors ? flipMesh(moved) : moved;
}

export function translate(mesh: Mesh, dx: number, dy: number, dz: number): Mesh {
  return mapVertices(mesh, (x, y, z) => [x + dx, y + dy, z + dz]);
}

export function scale(mesh: Mesh, sx: number, sy = sx, sz = sx): Mesh {
  return mapVertices(mesh, (x, y, z) => [x * sx, y * sy, z * sz], sx * sy * sz < 0);
}

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Rotations in degrees, right-handed about each axis. */
export function rotateX(mesh: Mesh, degrees: number): Mesh {
  const c = Math.cos(rad(degrees));
  const s = Math.sin(rad(degrees));
  return mapVertices(mesh, (x, y, z) => [x, y * c - z * s, y * s + z * c]);
}

export function rotateY(mesh: Mesh, degrees: number): Mesh {
  const c = Math.cos(rad(degrees));
  const s = Math.sin(rad(degrees));
  return mapVertices(mesh, (x, y, z) => [x * c + z * s, y, -x * s + z * c]);
}

export function rotateZ(mesh: Mesh, degrees: number): Mesh {
  const c = Math.cos(rad(degrees));
  const s = Math.sin(rad(degrees));
  return mapVertices(mesh, (x, y, z) => [x * c - y * s, x * s + y * c, z]);
}

/** Moves the part so it sits on the build plate (z = 0), centred over the origin. */
export function placeOnPlate(mesh: Mesh): Mesh {
  const { min, max } = boundingBox(mesh);
  return translate(mesh, -(min[0] + max[0]) / 2, -(min[1] + max[1]) / 2, -min[2]);
}
