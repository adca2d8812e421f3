import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { BROWSER_PUSH_SERVICES, ConfigError, loadConfig } from '../../config';

// The push variables of config.ts (docs/push.md).
describe('push configuration', () => {
  const keys = webpush.generateVAPIDKeys();

  it('takes a VAPID key pair as web-push prints it, and refuses half of one', () => {
    const config = loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(config.push.vapid).toEqual(keys);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://shop.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('lets the server post to any http(s) push service outside production, to the browsers’ own in production', () => {
    expect(loadConfig({}).push.endpointHosts).toBe('*');
    const production = loadConfig({
      NODE_ENV: 'production',
      PRODUCTION_REHEARSAL: 'true',
      PUBLIC_URL: 'https://shop.example',
    });
    expect(production.push.endpointHosts).toEqual(BROWSER_PUSH_SERVICES);
    expect(production.push.subject).toBe('https://shop.example');
    expect(loadConfig({ PUSH_ENDPOINT_HOSTS: ' FCM.googleapis.com , push.example ' }).push.endpointHosts).toEqual([
      'fcm.googleapis.com',
      'push.example',
    ]);
    expect(loadConfig({ MAIL_FROM: 'RIMA <ops@rima.example>' }).push.subject).toBe('mailto:ops@rima.example');
  });
});
