/**
 * Fetching a model file for the viewer (with progress) and reading it into three.js objects.
 * The loaders are imported when a file of their type is opened: most listings are STL only.
 */
import type { BufferGeometry, Material, Object3D } from 'three';
import { bodyText } from '../../api/api-error';
import type { ViewableType } from '../downloads/model-files';

/** The file could not be fetched: the HTTP status (or no answer at all) and the server's words. */
export class ModelFetchError extends Error {
  readonly status: number | 'NETWORK';
  readonly serverMessage: string;

  constructor(status: number | 'NETWORK', serverMessage: string) {
    super(serverMessage || `Fetching the model answered ${status}`);
    this.name = 'ModelFetchError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export interface FetchProgress {
  received: number;
  /** From Content-Length, else the size the listing gives; null when neither is known. */
  total: number | null;
}

async function errorText(response: Response): Promise<string> {
  try {
    const text = await response.text();
    try {
      return bodyText(JSON.parse(text));
    } catch {
      return bodyText(text);
    }
  } catch {
    return '';
  }
}

/**
 * GET the file's view address. It answers with a redirect to a short-lived signed address on
 * the storage, which fetch follows (the storage allows this site's origin); the cookie goes
 * only to our own origin.
 */
export async function fetchModelBytes(
  url: string,
  {
    signal,
    expectedBytes,
    onProgress,
  }: { signal: AbortSignal; expectedBytes?: number; onProgress: (p: FetchProgress) => void },
): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ModelFetchError('NETWORK', '');
  }
  if (!response.ok) throw new ModelFetchError(response.status, await errorText(response));

  const length = Number(response.headers.get('Content-Length'));
  const total = length > 0 ? length : expectedBytes && expectedBytes > 0 ? expectedBytes : null;
  onProgress({ received: 0, total });
  if (!response.body) {
    const whole = await response.arrayBuffer();
    onProgress({ received: whole.byteLength, total: total ?? whole.byteLength });
    return whole;
  }

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

/** What a file holds: one geometry (STL) or a tree of meshes (OBJ, 3MF). */
export type LoadedModel =
  { kind: 'geometry'; geometry: BufferGeometry } | { kind: 'object'; object: Object3D };

/** Reads a file's bytes into three.js objects; throws when they are not such a file. */
export type ModelParser = (bytes: ArrayBuffer) => LoadedModel;

/**
 * The parser of a file type, once its loader's code has arrived: the viewer asks for it as the
 * file starts downloading, so neither waits for the other.
 */
export async function parserFor(type: ViewableType): Promise<ModelParser> {
  switch (type) {
    case 'stl': {
      const { STLLoader } = await import('three/examples/jsm/loaders/STLLoader.js');
      return (bytes) => ({ kind: 'geometry', geometry: new STLLoader().parse(bytes) });
    }
    case 'obj': {
      const { OBJLoader } = await import('three/examples/jsm/loaders/OBJLoader.js');
      return (bytes) => ({
        kind: 'object',
        object: new OBJLoader().parse(new TextDecoder().decode(bytes)),
      });
    }
    case '3mf': {
      const { ThreeMFLoader } = await import('three/examples/jsm/loaders/3MFLoader.js');
      return (bytes) => ({ kind: 'object', object: new ThreeMFLoader().parse(bytes) });
    }
  }
}

/** Frees a model's geometries (and the loaders' own materials) that never reached a scene. */
export function disposeModel(model: LoadedModel): void {
  if (model.kind === 'geometry') {
    model.geometry.dispose();
    return;
  }
  model.object.traverse((node) => {
    const mesh = node as Partial<{ geometry: BufferGeometry; material: Material | Material[] }>;
    mesh.geometry?.dispose();
    const materials = mesh.material;
    if (materials) for (const m of Array.isArray(materials) ? materials : [materials]) m.dispose();
  });
}
