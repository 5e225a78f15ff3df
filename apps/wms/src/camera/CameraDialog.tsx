import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog } from '@wms/ui-core';
import { CAMERA_NAMESPACE, ensureCameraCatalogue } from './i18n/catalogue';
import { CAMERA_COOLDOWN_MS, createCooldown } from './model/cooldown';
import { loadReader as defaultLoadReader } from './model/loadReader';
import { cameraProblem, cameraUnavailable, type CameraEnvironment, type CameraProblem } from './model/problem';
import { scanText, type CodeReader, type LoadReader, type ReadCode } from './model/reader';

/** The camera API the dialog uses: the browser's, or a fake one in stories and tests. */
export interface CameraMedia extends CameraEnvironment {
  mediaDevices: (Pick<MediaDevices, 'getUserMedia'> & Partial<Pick<MediaDevices, 'enumerateDevices'>>) | undefined;
}

export interface CameraDialogProps {
  /** The scan field's name (the dialog's title says what is scanned). */
  field: string;
  onClose: () => void;
  /** Each accepted code: its text as a scan field takes it (a GS1 symbol behind its symbology identifier), and the code as read. */
  onCode: (text: string, code: ReadCode) => void;
  /** The scan field's answer to the last code (the station's result), shown under the viewfinder. */
  feedback?: ReactNode;
  /** The reader, loaded when the dialog first opens (default: the browser's BarcodeDetector, else ZXing). */
  loadReader?: LoadReader;
  /** The camera API (default: the browser's). */
  media?: CameraMedia;
  /** How long a code must leave the view before it is accepted again, ms. */
  cooldownMs?: number;
  /** Milliseconds between two frames read (a frame is read only after the previous one is). */
  frameGapMs?: number;
}

type Phase = { kind: 'asking' } | { kind: 'loading' } | { kind: 'scanning' } | { kind: 'problem'; problem: CameraProblem };

const browserMedia = (): CameraMedia => ({
  isSecureContext: globalThis.isSecureContext,
  mediaDevices: (globalThis.navigator as Navigator | undefined)?.mediaDevices,
});

/** One short pulse on each code read (the station's own tone follows its answer). */
const READ_VIBRATION = 60;

const Frame = styled.div`
  position: relative;
  background: #111827;
  border-radius: 6px;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  video { width: 100%; height: 100%; object-fit: cover; display: block; }
  /* The aiming box: where a code is best held. */
  &::after {
    content: '';
    position: absolute;
    inset: 22% 12%;
    border: 3px solid rgba(255, 255, 255, 0.85);
    border-radius: 8px;
    box-shadow: 0 0 0 9999px rgba(0, 0, 0, 0.25);
    pointer-events: none;
  }
  &[data-live='false']::after { display: none; }
`;
const Body = styled.div`
  display: grid;
  gap: 10px;
  font-size: 16px;
  p { margin: 0; }
  [data-read] { font-size: 20px; font-weight: 700; word-break: break-all; }
  [role='alert'] { color: #8a1c14; background: #fdecea; border: 2px solid #e5534b; border-radius: 6px; padding: 10px; font-weight: 600; }
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button { min-height: ${({ theme }) => theme.touchTarget}px; min-width: ${({ theme }) => theme.touchTarget}px; }
`;

interface TorchCapabilities extends MediaTrackCapabilities { torch?: boolean }

/**
 * The camera's viewfinder (issue 39): the rear camera (facingMode environment), read
 * continuously; each code is accepted once while it stays in view (and again after it has left
 * the view for the cooldown), with a vibration; the torch and the camera switch are offered where
 * the device has them. When the camera cannot be used it says why, and the scan field behind
 * stays usable by scanner and keyboard. A modal dialog: Esc or the close button ends it and
 * stops the camera.
 */
export default function CameraDialog({ field, onClose, onCode, feedback, loadReader = defaultLoadReader, media, cooldownMs = CAMERA_COOLDOWN_MS, frameGapMs = 120 }: CameraDialogProps) {
  const { t, i18n } = useTranslation(CAMERA_NAMESPACE);
  ensureCameraCatalogue(i18n);
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'asking' });
  const [lastRead, setLastRead] = useState<string>();
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({ available: false, on: false });
  const [cameras, setCameras] = useState<string[]>([]);
  const [cameraIndex, setCameraIndex] = useState<number>();
  const track = useRef<MediaStreamTrack>(undefined);
  // The latest callbacks, read by the running loop (it is not restarted when they change).
  const onCodeRef = useRef(onCode);
  useEffect(() => { onCodeRef.current = onCode; }, [onCode]);

  useEffect(() => {
    const env = media ?? browserMedia();
    // Set by the cleanup; read after every wait (through a call, so that no check is narrowed away).
    const life = { stopped: false };
    const stopped = () => life.stopped;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (problem: CameraProblem) => { if (!stopped()) setPhase({ kind: 'problem', problem }); };
    const unavailable = cameraUnavailable(env);
    if (unavailable || !env.mediaDevices) { fail(unavailable ?? 'unsupported'); return undefined; }
    const devices = env.mediaDevices;
    const deviceId = cameraIndex === undefined ? undefined : cameras[cameraIndex];

    const run = async () => {
      setPhase({ kind: 'asking' });
      // The reader downloads while the browser asks for the camera.
      const reading = loadReader();
      reading.catch(() => undefined);
      try {
        stream = await devices.getUserMedia({
          audio: false,
          video: deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
      } catch (error) {
        fail(cameraProblem(error));
        return;
      }
      if (stopped()) { for (const each of stream.getTracks()) each.stop(); return; }
      const [videoTrack] = stream.getVideoTracks();
      track.current = videoTrack;
      // getCapabilities is missing in older Firefox.
      const capabilities = ((videoTrack as Partial<MediaStreamTrack> | undefined)?.getCapabilities?.() ?? {}) as TorchCapabilities;
      setTorch({ available: capabilities.torch === true, on: false });
      if (cameraIndex === undefined && devices.enumerateDevices) {
        // Labels and ids are given once a camera is allowed: the switch offers every camera.
        const found = (await devices.enumerateDevices().catch(() => [])).filter((d) => d.kind === 'videoinput' && d.deviceId !== '').map((d) => d.deviceId);
        if (!stopped()) setCameras(found);
      }
      const element = video.current;
      if (element) {
        element.srcObject = stream;
        // Not awaited: WebKit's play() settles only once the camera delivers a frame, and a
        // camera that is slow to deliver (or never does) kept the dialog asking for the permission
        // it already had (issue 36). The frame loop reads a frame once the video has one.
        void element.play().catch(() => undefined);
      }
      setPhase({ kind: 'loading' });
      let reader: CodeReader;
      try {
        reader = await reading;
      } catch {
        fail('unsupported');
        return;
      }
      if (stopped()) return;
      setPhase({ kind: 'scanning' });
      const accept = createCooldown(cooldownMs);
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const frame = async () => {
        const source = video.current;
        if (stopped()) return;
        if (context && source && source.videoWidth > 0 && source.readyState >= 2) {
          // At most 1280 px wide: enough for a label at arm's length, and a frame read in time.
          const scale = Math.min(1, 1280 / source.videoWidth);
          canvas.width = Math.round(source.videoWidth * scale);
          canvas.height = Math.round(source.videoHeight * scale);
          context.drawImage(source, 0, 0, canvas.width, canvas.height);
          let codes: ReadCode[] = [];
          try {
            codes = await reader.read(context.getImageData(0, 0, canvas.width, canvas.height));
          } catch {
            // A frame the reader could not take: the next one is read.
          }
          const accepted = new Set(accept(codes.map((code) => code.text), Date.now()));
          for (const code of codes) {
            if (stopped() || !accepted.has(code.text)) continue;
            accepted.delete(code.text);
            try { (globalThis.navigator as Partial<Navigator>).vibrate?.(READ_VIBRATION); } catch { /* no vibration here */ }
            setLastRead(code.text);
            onCodeRef.current(scanText(code), code);
          }
        }
        if (!stopped()) timer = setTimeout(() => { void frame(); }, frameGapMs);
      };
      void frame();
    };
    void run();
    return () => {
      life.stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      for (const each of stream?.getTracks() ?? []) each.stop();
      track.current = undefined;
    };
  // cameras is read only when switching (cameraIndex changes with it).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [media, loadReader, cameraIndex, cooldownMs, frameGapMs]);

  const toggleTorch = () => {
    const next = !torch.on;
    void track.current?.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] })
      .then(() => { setTorch({ available: true, on: next }); })
      .catch(() => { setTorch({ available: false, on: false }); });
  };
  const switchCamera = () => {
    if (cameras.length < 2) return;
    const current = track.current?.getSettings().deviceId;
    const at = cameraIndex ?? Math.max(0, cameras.indexOf(current ?? ''));
    setCameraIndex((at + 1) % cameras.length);
  };

  const live = phase.kind === 'scanning' || phase.kind === 'loading';
  // A GS1 code's group separators (ASCII 29) shown as the sign for them.
  const readable = (text: string) => text.split(String.fromCharCode(29)).join('␝');
  return (
    <Dialog
      open
      title={t('title', { field })}
      width={520}
      closeOnEscape
      onOpenChange={(open) => { if (!open) onClose(); }}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <Body data-camera={phase.kind === 'problem' ? phase.problem : phase.kind}>
        {phase.kind === 'problem' ? (
          <>
            <p role="alert">{t(`problem.${phase.problem}`)}</p>
            <p>{t('keyboard')}</p>
          </>
        ) : (
          <>
            <Frame data-live={live}>
              <video ref={video} muted playsInline aria-label={t('viewfinder')} />
            </Frame>
            <p role="status">{phase.kind === 'asking' ? t('asking') : phase.kind === 'loading' ? t('loading') : lastRead === undefined ? t('scanning') : <span data-read>{t('read', { code: readable(lastRead) })}</span>}</p>
            {feedback ? <div data-feedback>{feedback}</div> : null}
            {torch.available || cameras.length > 1 ? (
              <Controls>
                {torch.available ? <Button aria-pressed={torch.on} onClick={toggleTorch}>{t('torch')}</Button> : null}
                {cameras.length > 1 ? <Button onClick={switchCamera}>{t('switch')}</Button> : null}
              </Controls>
            ) : null}
          </>
        )}
      </Body>
    </Dialog>
  );
}
