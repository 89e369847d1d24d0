import { describe, expect, it } from 'vitest';
import { fillPath } from '../fillPath';
import { PATHS } from '../paths';

describe('fillPath', () => {
  it('fills every :param of a path, URI-encoded', () => {
    expect(fillPath(PATHS.imports.errorsCsv, { id: 7 })).toBe('/api/imports/7/errors.csv');
    expect(fillPath(PATHS.trackedNotes.track, { hash: 'a/b c' })).toBe('/api/track/a%2Fb%20c');
    expect(fillPath(PATHS.trackingConfig.brands.remove, { id: 3 })).toBe('/api/track/config/brands/3/delete');
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath(PATHS.comments.list, {})).toBe('/api/track/content-comments');
  });

  it('asks for each parameter the path names', () => {
    // @ts-expect-error: `id` is missing, which the type checker says first
    expect(() => fillPath(PATHS.personas.update, {})).toThrow('/api/personas/:id needs :id');
  });
});
