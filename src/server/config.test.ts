import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults for the embedded setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', STORAGE: 'local', PAYMENTS: 'test', demo: true });
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('turns demo data off by default on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO: '1' }).demo).toBe(true);
  });

  it('names every bad variable in one message', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', STORAGE: 'ftp', SMTP_URL: 'http://mail' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'DATABASE_URL', 'STORAGE', 'SMTP_URL']) expect(message).toContain(`${name}:`);
  });

  it('accepts a plain-http social provider only on loopback (the test stand-ins)', () => {
    expect(loadConfig({ GOOGLE_ISSUER: 'http://127.0.0.1:4000' }).GOOGLE_ISSUER).toBe('http://127.0.0.1:4000');
    expect(loadConfig({}).APPLE_ISSUER).toBe('https://appleid.apple.com');
    for (const name of ['GOOGLE_ISSUER', 'APPLE_ISSUER', 'FACEBOOK_GRAPH_URL', 'FACEBOOK_DIALOG_URL']) {
      expect(() => loadConfig({ [name]: 'http://accounts.example.com' })).toThrow(new RegExp(`${name}: must be https`));
    }
  });

  it('requires the PayPal credentials when PAYMENTS=paypal', () => {
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYPAL_CLIENT_ID/);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://stagepass.example/' }).publicUrl).toBe('https://stagepass.example');
  });
});
