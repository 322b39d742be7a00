import { describe, expect, it } from 'vitest';
import { HEALTH_OPTIONS } from '../src/users/health-info';
// The web's questionnaire must offer exactly the values the API accepts (src and api share no code).
import { HEALTH_OPTIONS as WEB_HEALTH_OPTIONS } from '../../src/lib/health-options';

describe('health questionnaire enumerations', () => {
  it('are the same in the web form and the API', () => {
    expect(WEB_HEALTH_OPTIONS).toEqual(HEALTH_OPTIONS);
  });
});

describe('country codes', () => {
  it('the web offers exactly the ISO codes the API accepts', async () => {
    const { ISO_COUNTRIES } = await import('../src/shared/countries');
    const { ISO_COUNTRIES: WEB_COUNTRIES } = await import('../../src/lib/countries');
    expect(WEB_COUNTRIES).toEqual(ISO_COUNTRIES);
  });
});
