import AimOutlined from '@ant-design/icons/AimOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import Button from 'antd/es/button';
import { useEffect, useRef, useState } from 'react';
import { formatCount } from '../../../components/format';
import type { ModelFile } from '../../downloads/downloadsApi';
import {
  formatSizeMm,
  readyAnalysis,
  viewAddress,
  viewFailureText,
  type ViewableType,
} from '../../downloads/model-files';
import {
  disposeModel,
  fetchModelBytes,
  ModelFetchError,
  parserFor,
  type FetchProgress,
  type LoadedModel,
} from '../model-loading';
import {
  createModelScene,
  EmptyModelError,
  WebGLUnavailableError,
  type ModelScene,
  type ModelStats,
} from '../model-scene';
import { isZUp, progressFraction, progressText } from '../viewer-layout';
import styles from './ModelViewer.module.css';

export const VIEWER_CANVAS_TEST_ID = 'stl-viewer-canvas';

type ViewState =
  | { phase: 'loading'; progress: FetchProgress | null }
  | { phase: 'reading' }
  | { phase: 'ready'; stats: ModelStats }
  | { phase: 'error'; message: string; retry: boolean };

function failure(error: unknown): { message: string; retry: boolean } {
  if (error instanceof ModelFetchError)
    return {
      message: viewFailureText(error.status, error.serverMessage),
      // Asking again won't change a refusal or a missing file.
      retry: error.status !== 403 && error.status !== 404,
    };
  if (error instanceof WebGLUnavailableError)
    return {
      message: 'The 3D preview needs WebGL, which is turned off or not supported in this browser.',
      retry: false,
    };
  if (error instanceof EmptyModelError)
    return { message: 'This file holds no triangles to show.', retry: false };
  return { message: 'This file could not be read as a 3D model.', retry: false };
}

/**
 * One model file in 3D: fetched through its view address with a progress bar, then drawn on a
 * grid with orbit and zoom, its printed size below. Everything is freed when it unmounts.
 */
export function ModelViewer({ file, type }: { file: ModelFile; type: ViewableType }) {
  const stage = useRef<HTMLDivElement>(null);
  const scene = useRef<ModelScene | null>(null);
  const [state, setState] = useState<ViewState>({ phase: 'loading', progress: null });
  const [attempt, setAttempt] = useState(0);
  const url = viewAddress(file);
  const expectedBytes = file.filesizeBytes;

  useEffect(() => {
    const controller = new AbortController();
    let cancelled = false;
    let built: ModelScene | null = null;

    const load = async () => {
      let model: LoadedModel | null = null;
      // The loader's code comes while the file downloads; a failure surfaces at the await below.
      const parser = parserFor(type);
      parser.catch(() => undefined);
      try {
        const bytes = await fetchModelBytes(url, {
          signal: controller.signal,
          expectedBytes,
          onProgress: (progress) => {
            if (!cancelled) setState({ phase: 'loading', progress });
          },
        });
        if (cancelled) return;
        setState({ phase: 'reading' });
        const parse = await parser;
        // Parsing holds the main thread: let 'Reading the model…' paint first.
        await new Promise((resolve) => setTimeout(resolve, 30));
        if (cancelled) return;
        model = parse(bytes);
        if (cancelled || !stage.current) {
          disposeModel(model);
          return;
        }
        built = createModelScene(stage.current, model, {
          zUp: isZUp(type),
          canvasTestId: VIEWER_CANVAS_TEST_ID,
        });
        scene.current = built;
        setState({ phase: 'ready', stats: built.stats });
      } catch (error) {
        if (model && !built) disposeModel(model);
        if (!cancelled) setState({ phase: 'error', ...failure(error) });
      }
    };
    void load();

    return () => {
      cancelled = true;
      controller.abort();
      built?.dispose();
      scene.current = null;
    };
  }, [url, type, expectedBytes, attempt]);

  const retry = () => {
    setState({ phase: 'loading', progress: null });
    setAttempt((n) => n + 1);
  };

  const analysis = readyAnalysis(file);
  const size =
    state.phase === 'ready' ? formatSizeMm(analysis?.sizeMm ?? state.stats.sizeMm) : null;
  const triangles = state.phase === 'ready' ? (analysis?.triangles ?? state.stats.triangles) : 0;

  return (
    <div className={styles.viewer} data-testid="stl-viewer" data-phase={state.phase}>
      <div className={styles.stage}>
        {/* The canvas is the scene's own (model-scene.ts), outside React's children. */}
        <div className={styles.canvasHost} ref={stage} />
        {(state.phase === 'loading' || state.phase === 'reading') && (
          <LoadingOverlay state={state} />
        )}
        {state.phase === 'error' && (
          <div className={styles.overlay} role="alert" data-testid="viewer-error">
            <WarningOutlined className={styles.errorIcon} aria-hidden />
            <p className={styles.errorText}>{state.message}</p>
            {state.retry && (
              <Button icon={<ReloadOutlined />} onClick={retry}>
                Try again
              </Button>
            )}
          </div>
        )}
      </div>
      <div className={styles.bar}>
        {size ? (
          <p className={styles.size}>
            <span className={styles.sizeLabel}>Printed size</span>{' '}
            <strong data-testid="viewer-size">{size}</strong>
            <span className={styles.triangles}> · {formatCount(triangles)} triangles</span>
          </p>
        ) : (
          <p className={styles.hint}>{file.filename}</p>
        )}
        {state.phase === 'ready' && (
          <div className={styles.controls}>
            <span className={styles.hint}>Drag to orbit · Scroll to zoom · Right-drag to pan</span>
            <Button
              size="small"
              icon={<AimOutlined />}
              onClick={() => scene.current?.resetView()}
              data-testid="viewer-reset"
            >
              Reset view
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

function LoadingOverlay({
  state,
}: {
  state: Extract<ViewState, { phase: 'loading' | 'reading' }>;
}) {
  const progress = state.phase === 'loading' ? state.progress : null;
  const fraction = progress ? progressFraction(progress.received, progress.total) : null;
  const percent = fraction === null ? undefined : Math.floor(fraction * 100);
  const text =
    state.phase === 'reading'
      ? 'Reading the model…'
      : progress
        ? `Loading model… ${progressText(progress.received, progress.total)}`
        : 'Loading model…';
  return (
    <div className={styles.overlay} data-testid="viewer-progress">
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Loading the 3D model"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.phase === 'reading' ? 100 : percent}
      >
        <div
          className={fraction === null && state.phase === 'loading' ? styles.sweep : styles.fill}
          style={{ width: `${state.phase === 'reading' ? 100 : (percent ?? 35)}%` }}
        />
      </div>
      <p className={styles.progressText} aria-live="polite">
        {text}
      </p>
    </div>
  );
}
