import type { DomainMessageKey } from '#messages/message-keys.ts';

/**
 * The photo verification wizard's rules (§2): which steps an ID type has, when Next is allowed,
 * which camera each photo wants, what files are taken and how large they are sent.
 */

/** The ID a submission is for, as the upload's `idType` names it. */
export const ID_TYPES = ['licence', 'passport'] as const;
export type IdType = (typeof ID_TYPES)[number];
/** §9: 'Drivers License / Government ID Card' is the default. */
export const DEFAULT_ID_TYPE: IdType = 'licence';

/** The photos of a submission, as the upload's `photoSide` names them. */
export type PhotoSide = 'front' | 'back' | 'selfie';
export type PhotoStep = PhotoSide | 'complete';

/** Front, Back (not for a passport), Selfie, Complete. */
export function photoSteps(idType: IdType): readonly PhotoStep[] {
  return idType === 'passport'
    ? ['front', 'selfie', 'complete']
    : ['front', 'back', 'selfie', 'complete'];
}

/** The step after `from` for this ID; the last step stays where it is. */
export function nextPhotoStep(idType: IdType, from: PhotoStep): PhotoStep {
  const steps = photoSteps(idType);
  const at = steps.indexOf(from);
  return steps.find((_, index) => index > at) ?? 'complete';
}

/** The step before `from`, or null on the first step and on Complete (the submission is in). */
export function previousPhotoStep(idType: IdType, from: PhotoStep): PhotoStep | null {
  if (from === 'complete') return null;
  const steps = photoSteps(idType);
  return steps[steps.indexOf(from) - 1] ?? null;
}

/** §5: Next is enabled only when the step's image exists. */
export function canContinue(step: PhotoSide, uploaded: ReadonlySet<PhotoSide>): boolean {
  return uploaded.has(step);
}

/**
 * The camera a photo is taken with (getUserMedia `facingMode`): the front camera for the selfie, the
 * back camera for the document.
 */
export const cameraFacing = (side: PhotoSide): 'user' | 'environment' =>
  side === 'selfie' ? 'user' : 'environment';

/** §5: JPEG or PNG. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** The longest side of an uploaded photo: enough to read an ID card, a fraction of a phone photo. */
export const PHOTO_MAX_SIDE = 2000;

/**
 * Why a chosen file cannot be used, or null: HEIC (an iPhone's default) gets its own message,
 * since the member did choose a photo (decision 055).
 */
export function photoFileProblem(file: { type: string; name: string }): DomainMessageKey | null {
  if ((PHOTO_TYPES as readonly string[]).includes(file.type)) return null;
  return /^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name)
    ? 'validation.photo.heic'
    : 'validation.photo.type';
}

/** The size a photo is scaled to: at most {@link PHOTO_MAX_SIDE} on its long side, never enlarged. */
export function scaledPhotoSize(
  width: number,
  height: number,
  maxSide: number = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
