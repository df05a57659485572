/**
 * The 3D viewer's scene: the part in a neutral material standing on a millimetre grid, lit from
 * above and from the camera, with orbit, zoom and pan. It draws only when something moves.
 */
import {
  Box3,
  BufferGeometry,
  Color,
  DirectionalLight,
  GridHelper,
  Group,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Sphere,
  Vector3,
  WebGLRenderer,
  type Material,
  type Object3D,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { LoadedModel } from './model-loading';
import { cameraDistance, floorGrid } from './viewer-layout';

const BACKGROUND = 0x16161b;
const PART_COLOUR = 0xb9bdc6;
const GRID_CENTRE = 0x5a5a66;
const GRID_LINES = 0x2e2e37;
const FIELD_OF_VIEW = 40;

/** The part's size along the file's own x, y and z, in the file's units (mm for STL). */
export interface ModelStats {
  sizeMm: { x: number; y: number; z: number };
  triangles: number;
}

export interface ModelScene {
  stats: ModelStats;
  /** Back to the first view. */
  resetView(): void;
  /** Frees the GPU's memory and the WebGL context, and stops listening. */
  dispose(): void;
}

/** Thrown when the browser will not give a WebGL context (turned off, or no GPU at all). */
export class WebGLUnavailableError extends Error {
  constructor(cause: unknown) {
    super('WebGL is not available', { cause });
    this.name = 'WebGLUnavailableError';
  }
}

/** The file was read but holds no triangles to draw. */
export class EmptyModelError extends Error {
  constructor() {
    super('The file holds no triangles');
    this.name = 'EmptyModelError';
  }
}

function trianglesOf(geometry: BufferGeometry): number {
  const count = geometry.index?.count ?? geometry.getAttribute('position')?.count ?? 0;
  return Math.floor(count / 3);
}

/** Every mesh of the model gets the same neutral material (files' own colours are ignored). */
function partOf(model: LoadedModel, material: Material): { part: Object3D; triangles: number } {
  if (model.kind === 'geometry') {
    if (!model.geometry.hasAttribute('normal')) model.geometry.computeVertexNormals();
    return { part: new Mesh(model.geometry, material), triangles: trianglesOf(model.geometry) };
  }
  let triangles = 0;
  model.object.traverse((node) => {
    if (node instanceof Mesh) {
      const geometry = node.geometry as BufferGeometry;
      if (!geometry.hasAttribute('normal')) geometry.computeVertexNormals();
      const own = node.material as Material | Material[];
      for (const m of Array.isArray(own) ? own : [own]) m.dispose();
      node.material = material;
      triangles += trianglesOf(geometry);
    }
  });
  return { part: model.object, triangles };
}

/**
 * Builds the scene on a new canvas inside `container` (the canvas is the viewer's own: a lost
 * WebGL context can never be taken back by the same canvas) and draws the model on it.
 */
export function createModelScene(
  container: HTMLElement,
  model: LoadedModel,
  { zUp, canvasTestId }: { zUp: boolean; canvasTestId: string },
): ModelScene {
  const material = new MeshStandardMaterial({
    color: PART_COLOUR,
    roughness: 0.55,
    metalness: 0.1,
  });
  const { part, triangles } = partOf(model, material);
  if (triangles === 0) {
    material.dispose();
    throw new EmptyModelError();
  }

  const canvas = document.createElement('canvas');
  canvas.dataset.testid = canvasTestId;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', '3D model: drag to orbit, scroll to zoom');
  canvas.style.display = 'block';
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  canvas.style.touchAction = 'none';

  let renderer: WebGLRenderer;
  try {
    // preserveDrawingBuffer keeps the last frame readable (toDataURL, readPixels): tests check
    // the part is really drawn, and it costs nothing noticeable for a scene that draws on demand.
    renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  } catch (error) {
    material.dispose();
    throw new WebGLUnavailableError(error);
  }
  container.appendChild(canvas);
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));

  const scene = new Scene();
  scene.background = new Color(BACKGROUND);

  // The file's own size, before it is turned to stand on the floor.
  const fileBox = new Box3().setFromObject(part);
  const fileSize = fileBox.getSize(new Vector3());

  // Printers' files are Z-up; three.js is Y-up: turn the part so that its bottom is on the floor,
  // then centre it on the grid's origin.
  const holder = new Group();
  if (zUp) part.rotation.x = -Math.PI / 2;
  holder.add(part);
  part.updateMatrixWorld(true);
  const box = new Box3().setFromObject(part);
  const centre = box.getCenter(new Vector3());
  part.position.set(-centre.x, -box.min.y, -centre.z);
  holder.updateMatrixWorld(true);
  const placed = new Box3().setFromObject(holder);
  const sphere = placed.getBoundingSphere(new Sphere());
  const size = placed.getSize(new Vector3());
  scene.add(holder);

  const grid = floorGrid(Math.max(size.x, size.z));
  const gridHelper = new GridHelper(grid.size, grid.divisions, GRID_CENTRE, GRID_LINES);
  // Just under the part so its bottom face doesn't flicker against the lines.
  gridHelper.position.y = -Math.max(sphere.radius, 1) * 1e-3;
  scene.add(gridHelper);

  scene.add(new HemisphereLight(0xffffff, 0x3a3a44, 1.6));
  const sun = new DirectionalLight(0xffffff, 1.4);
  sun.position.set(0.6, 1, 0.4).multiplyScalar(sphere.radius * 4 || 10);
  scene.add(sun);

  const camera = new PerspectiveCamera(FIELD_OF_VIEW, 1, 0.1, 1000);
  const distance = cameraDistance(sphere.radius, FIELD_OF_VIEW);
  camera.near = Math.max(distance / 1000, 0.01);
  camera.far = distance * 50 + grid.size * 2;
  camera.position
    .copy(sphere.center)
    .add(new Vector3(1, 0.75, 1.25).normalize().multiplyScalar(distance));
  camera.updateProjectionMatrix();
  // A headlight that follows the camera keeps the side facing the reader lit.
  const headlight = new DirectionalLight(0xffffff, 0.9);
  headlight.position.set(0, 0, 1);
  camera.add(headlight);
  scene.add(camera);

  const controls = new OrbitControls(camera, canvas);
  controls.target.copy(sphere.center);
  controls.enableDamping = true;
  controls.dampingFactor = 0.12;
  controls.minDistance = Math.max(sphere.radius * 0.3, 0.5);
  controls.maxDistance = distance * 8;
  controls.update();
  controls.saveState();

  let frame = 0;
  const draw = () => {
    frame = 0;
    // update() is true while damping still moves the camera: keep drawing until it settles.
    if (controls.update()) requestDraw();
    renderer.render(scene, camera);
  };
  const requestDraw = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };
  controls.addEventListener('change', requestDraw);

  const resize = () => {
    const width = container.clientWidth || 1;
    const height = container.clientHeight || 1;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    requestDraw();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(container);
  resize();
  // The first frame now, not a frame later: the part shows as soon as it is read.
  renderer.render(scene, camera);

  return {
    stats: {
      sizeMm: { x: fileSize.x, y: fileSize.y, z: fileSize.z },
      triangles,
    },
    resetView() {
      controls.reset();
      requestDraw();
    },
    dispose() {
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      controls.removeEventListener('change', requestDraw);
      controls.dispose();
      holder.traverse((node) => {
        if (node instanceof Mesh) (node.geometry as BufferGeometry).dispose();
      });
      material.dispose();
      gridHelper.geometry.dispose();
      (gridHelper.material as Material).dispose();
      renderer.dispose();
      renderer.forceContextLoss();
      canvas.remove();
    },
  };
}
