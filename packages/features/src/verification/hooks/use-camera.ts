import { useCallback, useEffect, useRef, useState } from 'react';
import { scalePhoto, type ScaledPhoto } from '#verification/components/scale-photo.ts';

type CameraStatus = 'off' | 'starting' | 'live' | 'unavailable';

/** Whether this browser can ask for a camera at all (it needs a secure page, too). */
export const cameraSupported = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The device camera through getUserMedia: `start` asks for the front ('user') or back
 * ('environment') camera, `capture` takes the current frame as a scaled JPEG. A refused
 * permission or a missing camera ends as 'unavailable', and the screen offers the file picker.
 */
export function useCamera(facingMode: 'user' | 'environment') {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [status, setStatus] = useState<CameraStatus>('off');

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setStatus((current) => (current === 'unavailable' ? current : 'off'));
  }, []);

  const start = useCallback(async () => {
    setStatus('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: facingMode }, width: { ideal: 1920 } },
        audio: false,
      });
      streamRef.current = stream;
      setStatus('live');
    } catch {
      setStatus('unavailable');
    }
  }, [facingMode]);

  // The stream reaches the video once it is on the page.
  useEffect(() => {
    const video = videoRef.current;
    if (status !== 'live' || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    void video.play().catch(() => undefined);
  }, [status]);

  // Leaving the step or the page turns the camera off.
  useEffect(() => stop, [stop]);

  const capture = useCallback(async (): Promise<ScaledPhoto> => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) throw new Error('The camera has no picture yet');
    const photo = await scalePhoto(video, video.videoWidth, video.videoHeight, 'image/jpeg');
    stop();
    return photo;
  }, [stop]);

  return { videoRef, status, start, stop, capture };
}
