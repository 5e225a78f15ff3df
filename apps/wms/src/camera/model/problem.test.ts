import { cameraProblem, cameraUnavailable } from './problem';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('why the camera cannot be used', () => {
  it('tells an insecure origin and a browser without the camera API before asking', () => {
    const getUserMedia = () => Promise.reject(new Error('unused'));
    expect(cameraUnavailable({ isSecureContext: false, mediaDevices: undefined })).toBe('insecure');
    expect(cameraUnavailable({ isSecureContext: true, mediaDevices: undefined })).toBe('unsupported');
    expect(cameraUnavailable({ isSecureContext: true, mediaDevices: { getUserMedia } })).toBeUndefined();
  });

  it.each([
    ['NotAllowedError', 'refused'],
    ['SecurityError', 'refused'],
    ['NotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
    ['TypeError', 'unsupported'],
  ])('reads getUserMedia refused with %s as %s', (name, problem) => {
    expect(cameraProblem(domError(name))).toBe(problem);
  });

  it('reads an answer that is no error at all as unsupported', () => {
    expect(cameraProblem('nope')).toBe('unsupported');
  });
});
