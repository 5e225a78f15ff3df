import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, ThemeProvider } from '@wms/ui-core';
import CameraDialog, { type CameraMedia } from './CameraDialog';
import type { CodeReader } from './model/reader';

/** A granted camera whose stream is a stand-in (jsdom has no MediaStream). */
function grantedCamera(): CameraMedia {
  const stream = { getTracks: () => [], getVideoTracks: () => [] } as unknown as MediaStream;
  return { isSecureContext: true, mediaDevices: { getUserMedia: () => Promise.resolve(stream) } };
}

afterEach(() => { jest.restoreAllMocks(); });

describe('CameraDialog', () => {
  it('goes on once the camera is allowed, even while the video has not started playing', async () => {
    // WebKit's play() settles only once the camera delivers a frame; a dialog that awaited it
    // stayed on "allow the camera" with the camera already allowed (issue 36).
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => new Promise<void>(() => undefined));
    // No frame is read here (jsdom draws nothing).
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const i18n = createI18n({ language: 'en' });
    const reader: CodeReader = { kind: 'fake', read: () => Promise.resolve([]) };
    render(
      <ThemeProvider>
        <I18nextProvider i18n={i18n}>
          <CameraDialog field="Item barcode" onClose={() => undefined} onCode={() => undefined} media={grantedCamera()} loadReader={() => Promise.resolve(reader)} />
        </I18nextProvider>
      </ThemeProvider>,
    );
    await waitFor(() => { expect(screen.getByRole('status')).toHaveTextContent('Hold a barcode in the viewfinder'); });
  });
});
