import {
  cameraFacing,
  PHOTO_TYPES,
  photoFileProblem,
  type IdType,
  type PhotoSide,
} from '@portal/domain/photo-wizard';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { FileDrop } from '@portal/ui/file-drop';
import { Icon } from '@portal/ui/icon';
import { Inline } from '@portal/ui/inline';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useProblemMessage } from '#shared/forms/problem-text.ts';
import { useUploadPhoto } from '#verification/api/photo-upload.ts';
import * as styles from '#verification/components/photo-verification.css.ts';
import { scalePhotoFile, type ScaledPhoto } from '#verification/components/scale-photo.ts';
import { SelfieNote } from '#verification/components/selfie-note.tsx';
import { cameraSupported, useCamera } from '#verification/hooks/use-camera.ts';

const SIDE_TEXT: Record<PhotoSide, { label: string; hint: string }> = {
  front: { label: 'verification.front.label', hint: 'verification.front.hint' },
  back: { label: 'verification.back.label', hint: 'verification.back.hint' },
  selfie: { label: 'verification.selfie.label', hint: 'verification.selfie.hint' },
};

interface PhotoSideStepProps {
  side: PhotoSide;
  idType: IdType;
  /** The uploaded photo of this side, if there is one. */
  preview: string | undefined;
  onUploaded: (previewUrl: string) => void;
  onDelete: () => void;
}

/**
 * One side of the ID: dropped or chosen as a JPEG or PNG, or taken with the camera (the back
 * camera for the document, the front one for the selfie); scaled to 2000 px in the browser and
 * uploaded with real progress; then shown with Delete.
 */
export function PhotoSideStep({ side, idType, preview, onUploaded, onDelete }: PhotoSideStepProps) {
  const intl = useIntl();
  const problemMessage = useProblemMessage();
  const upload = useUploadPhoto();
  const { videoRef, status, start, stop, capture } = useCamera(cameraFacing(side));
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const text = SIDE_TEXT[side];
  const label = intl.formatMessage({ id: text.label });

  const send = async (photo: ScaledPhoto) => {
    setFailure(null);
    setPercent(0);
    try {
      await upload.mutateAsync({
        side,
        idType,
        photo: photo.blob,
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
      onUploaded(URL.createObjectURL(photo.blob));
    } catch (error) {
      setFailure(problemMessage(error, 'verification.uploadFailed'));
    }
  };

  const takeFile = async (file: File) => {
    let photo: ScaledPhoto;
    try {
      photo = await scalePhotoFile(file);
    } catch {
      setFailure(intl.formatMessage({ id: 'verification.unreadable' }));
      return;
    }
    await send(photo);
  };

  const takeShot = async () => {
    try {
      await send(await capture());
    } catch {
      setFailure(intl.formatMessage({ id: 'verification.cameraFailed' }));
    }
  };

  return (
    <Stack space="md">
      <Text as="p" tone="secondary">
        <FormattedMessage id={text.hint} />
      </Text>
      {side === 'selfie' && <SelfieNote />}
      {failure && <Alert tone="error">{failure}</Alert>}
      {status === 'unavailable' && (
        <Alert tone="info">
          <FormattedMessage id="verification.cameraUnavailable" />
        </Alert>
      )}
      {status === 'live' || status === 'starting' ? (
        <Stack space="sm">
          <video
            ref={videoRef}
            className={styles.camera}
            data-mirrored={side === 'selfie' || undefined}
            muted
            playsInline
            aria-label={intl.formatMessage({ id: 'verification.cameraView' }, { side: label })}
          />
          <Inline space="sm">
            <Button
              onClick={() => void takeShot()}
              disabled={status !== 'live'}
              loading={upload.isPending}
            >
              <Icon name="image" size="sm" />
              <FormattedMessage id="verification.capture" />
            </Button>
            <Button variant="secondary" onClick={stop}>
              <FormattedMessage id="verification.cancelCamera" />
            </Button>
          </Inline>
        </Stack>
      ) : (
        <>
          <FileDrop
            label={label}
            instructions={<FormattedMessage id="verification.dropHint" />}
            accept={PHOTO_TYPES}
            rejectMessage={(file) =>
              intl.formatMessage({ id: photoFileProblem(file) ?? 'validation.photo.type' })
            }
            onFile={(file) => void takeFile(file)}
            // Held below 100 until the server has answered: the upload is done when it is stored.
            progress={upload.isPending ? Math.min(percent, 99) : undefined}
            progressLabel={intl.formatMessage({ id: 'verification.uploading' }, { side: label })}
            preview={
              preview
                ? {
                    src: preview,
                    alt: intl.formatMessage({ id: 'verification.preview' }, { side: label }),
                  }
                : undefined
            }
            deleteAction={{ onDelete, label: intl.formatMessage({ id: 'verification.delete' }) }}
            disabled={upload.isPending}
          />
          {!preview && cameraSupported() && status !== 'unavailable' && (
            <div>
              <Button variant="secondary" onClick={() => void start()} disabled={upload.isPending}>
                <Icon name="image" size="sm" />
                <FormattedMessage id="verification.useCamera" />
              </Button>
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
