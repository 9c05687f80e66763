import { describe, expect, it } from 'vitest';
import {
  cameraFacing,
  canContinue,
  DEFAULT_ID_TYPE,
  nextPhotoStep,
  photoFileProblem,
  photoSteps,
  previousPhotoStep,
  scaledPhotoSize,
} from './photo-wizard.ts';

describe('§2 photo verification wizard steps', () => {
  it('defaults to the licence, whose steps are Front, Back, Selfie, Complete', () => {
    expect(DEFAULT_ID_TYPE).toBe('licence');
    expect(photoSteps('licence')).toEqual(['front', 'back', 'selfie', 'complete']);
  });

  it('skips Back for a passport', () => {
    expect(photoSteps('passport')).toEqual(['front', 'selfie', 'complete']);
    expect(nextPhotoStep('passport', 'front')).toBe('selfie');
    expect(previousPhotoStep('passport', 'selfie')).toBe('front');
  });

  it('moves forward and back through a licence, staying on Complete', () => {
    expect(nextPhotoStep('licence', 'front')).toBe('back');
    expect(nextPhotoStep('licence', 'back')).toBe('selfie');
    expect(nextPhotoStep('licence', 'selfie')).toBe('complete');
    expect(nextPhotoStep('licence', 'complete')).toBe('complete');
    expect(previousPhotoStep('licence', 'back')).toBe('front');
    expect(previousPhotoStep('licence', 'front')).toBeNull();
    expect(previousPhotoStep('licence', 'complete')).toBeNull();
  });

  it('starts again from Front for a step the ID does not have', () => {
    expect(nextPhotoStep('passport', 'back')).toBe('front');
  });

  it('§5 enables Next only when the step’s image exists', () => {
    expect(canContinue('front', new Set())).toBe(false);
    expect(canContinue('front', new Set(['front']))).toBe(true);
    expect(canContinue('back', new Set(['front']))).toBe(false);
  });

  it('takes the selfie with the front camera and the document with the back one', () => {
    expect(cameraFacing('selfie')).toBe('user');
    expect(cameraFacing('front')).toBe('environment');
    expect(cameraFacing('back')).toBe('environment');
  });
});

describe('photo files', () => {
  it('§5 takes JPEG and PNG only, with its own message for HEIC', () => {
    expect(photoFileProblem({ type: 'image/jpeg', name: 'id.jpg' })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', name: 'id.png' })).toBeNull();
    expect(photoFileProblem({ type: 'image/heic', name: 'IMG_1.HEIC' })).toBe(
      'validation.photo.heic',
    );
    // Desktop browsers often give HEIC no type at all.
    expect(photoFileProblem({ type: '', name: 'IMG_2.heic' })).toBe('validation.photo.heic');
    expect(photoFileProblem({ type: 'application/pdf', name: 'id.pdf' })).toBe(
      'validation.photo.type',
    );
  });

  it('scales a phone photo to 2000 px on its long side and leaves a small one alone', () => {
    expect(scaledPhotoSize(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(scaledPhotoSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(scaledPhotoSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(scaledPhotoSize(10000, 1, 2000)).toEqual({ width: 2000, height: 1 });
  });
});
