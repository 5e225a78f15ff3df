/** Why the camera cannot read: each has its own message, and the field stays usable by keyboard. */
export type CameraProblem = 'refused' | 'noCamera' | 'insecure' | 'busy' | 'unsupported';

/** The camera API a browser offers only on a secure origin (https, or localhost). */
export interface CameraEnvironment {
  isSecureContext: boolean;
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined;
}

/** Why a camera cannot be opened before asking: an insecure origin, or no camera API at all. */
export function cameraUnavailable(env: CameraEnvironment): CameraProblem | undefined {
  if (!env.isSecureContext) return 'insecure';
  if (typeof env.mediaDevices?.getUserMedia !== 'function') return 'unsupported';
  return undefined;
}

/**
 * What a refused getUserMedia means (its DOMException's name): permission refused (by the user
 * or a policy), no camera (none, or none that fits), or the camera busy in another app. An
 * insecure origin is known before asking (cameraUnavailable).
 */
export function cameraProblem(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError': // Firefox's answer when a permissions policy forbids the camera
      return 'refused';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'unsupported';
  }
}
