import {
  canContinue,
  DEFAULT_ID_TYPE,
  ID_TYPES,
  nextPhotoStep,
  photoSteps,
  previousPhotoStep,
  type IdType,
  type PhotoSide,
  type PhotoStep,
} from '@portal/domain/photo-wizard';
import { ID_VERIFICATION } from '@portal/domain/verification-status';
import { Alert } from '@portal/ui/alert';
import { Box } from '@portal/ui/box';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Inline } from '@portal/ui/inline';
import { RadioGroup } from '@portal/ui/radio-group';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Stepper } from '@portal/ui/stepper';
import { Text } from '@portal/ui/text';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useVerification } from '#shared/api/verification.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { CompleteStep } from '#verification/components/complete-step.tsx';
import { PhotoSideStep } from '#verification/components/photo-side-step.tsx';
import * as styles from '#verification/components/photo-verification.css.ts';

const STEP_LABEL: Record<PhotoStep, string> = {
  front: 'verification.step.front',
  back: 'verification.step.back',
  selfie: 'verification.step.selfie',
  complete: 'verification.step.complete',
};

const ID_TYPE_LABEL: Record<IdType, string> = {
  licence: 'verification.idType.licence',
  passport: 'verification.idType.passport',
};

/**
 * §2 /Members/PhotoVerification: the ID type, then Front, Back (not for a passport), Selfie and
 * Complete under the UI kit's stepper. Each side is uploaded as soon as it is chosen or taken;
 * Next waits for it (§5). A submission already in (pending or verified) is said instead.
 */
export function PhotoVerificationPage() {
  const intl = useIntl();
  const verification = useVerification();
  const [idType, setIdType] = useState<IdType>(DEFAULT_ID_TYPE);
  const [step, setStep] = useState<PhotoStep>('front');
  // The state this visit started from (the route loaded it): the submission this wizard
  // completes turns it pending, which must not replace Complete with "already submitted".
  const [startedAs] = useState(verification.data?.idVerification);
  const [previews, setPreviews] = useState<Partial<Record<PhotoSide, string>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = intl.formatMessage({ id: 'verification.title' });
  usePageTitle(title);

  // Previews are object URLs of the uploaded photos: freed when replaced and when the page goes.
  const objectUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const setPreview = (side: PhotoSide, url: string | undefined) => {
    const earlier = previews[side];
    if (earlier) {
      URL.revokeObjectURL(earlier);
      objectUrls.current.delete(earlier);
    }
    if (url) objectUrls.current.add(url);
    setPreviews((current) => ({ ...current, [side]: url }));
  };

  const goTo = (next: PhotoStep) => {
    setStep(next);
    // Each step starts from the top of the page, the stepper in view; its heading takes focus
    // (without scrolling again), so a screen reader starts reading there.
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
  };

  if (verification.isPending)
    return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  const submittedBefore = startedAs !== undefined && startedAs !== ID_VERIFICATION.none;

  const steps = photoSteps(idType);
  const uploaded = new Set(
    (Object.keys(previews) as PhotoSide[]).filter((side) => previews[side] !== undefined),
  );
  const previous = previousPhotoStep(idType, step);

  return (
    <Box padding={{ mobile: 'none', tablet: 'sm' }} maxWidth="text">
      <Stack space="lg">
        <Heading level={1} size={2}>
          {title}
        </Heading>
        {verification.isError ? (
          <Alert tone="error">
            <FormattedMessage id="settings.verification.unavailable" />
          </Alert>
        ) : submittedBefore ? (
          <Stack space="md">
            <Alert tone="info">
              <FormattedMessage
                id={
                  startedAs === ID_VERIFICATION.verified
                    ? 'settings.photoId.verified'
                    : 'verification.alreadySubmitted'
                }
              />
            </Alert>
            <Link to="/Members/Account/{-$section}" params={{ section: 'Verification' }}>
              <FormattedMessage id="verification.backToSettings" />
            </Link>
          </Stack>
        ) : (
          <>
            <Text as="p">
              <FormattedMessage id="verification.intro" />
            </Text>
            <Stepper
              label={intl.formatMessage({ id: 'verification.steps' })}
              steps={steps.map((id) => ({ id, label: intl.formatMessage({ id: STEP_LABEL[id] }) }))}
              currentId={step}
              progressLabel={(position, total) =>
                intl.formatMessage({ id: 'verification.stepOf' }, { position, total })
              }
              completedLabel={(step) =>
                intl.formatMessage({ id: 'verification.stepDone' }, { step })
              }
            />
            <Stack as="section" space="lg" aria-labelledby="photo-step-heading">
              <Heading
                level={2}
                size={3}
                id="photo-step-heading"
                ref={headingRef}
                tabIndex={-1}
                className={styles.stepHeading}
              >
                {intl.formatMessage({ id: STEP_LABEL[step] })}
              </Heading>
              {step === 'front' && (
                <RadioGroup
                  label={intl.formatMessage({ id: 'verification.idType.label' })}
                  options={ID_TYPES.map((value) => ({
                    value,
                    label: intl.formatMessage({ id: ID_TYPE_LABEL[value] }),
                  }))}
                  value={idType}
                  onChange={(value) => setIdType(value === 'passport' ? 'passport' : 'licence')}
                />
              )}
              {step === 'complete' ? (
                <CompleteStep />
              ) : (
                <>
                  <PhotoSideStep
                    key={step}
                    side={step}
                    idType={idType}
                    preview={previews[step]}
                    onUploaded={(url) => setPreview(step, url)}
                    onDelete={() => setPreview(step, undefined)}
                  />
                  <Inline space="sm" align="between" alignY="center">
                    {previous ? (
                      <Button variant="secondary" onClick={() => goTo(previous)}>
                        <FormattedMessage id="verification.back" />
                      </Button>
                    ) : (
                      <span />
                    )}
                    <Button
                      disabled={!canContinue(step, uploaded)}
                      onClick={() => goTo(nextPhotoStep(idType, step))}
                    >
                      <FormattedMessage id="verification.next" />
                    </Button>
                  </Inline>
                </>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Box>
  );
}
