import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway certificate for `localhost`, for the push service the server tests run on this
 * machine (tests/helpers/push-receiver.ts). The test processes trust it through NODE_EXTRA_CA_CERTS,
 * which Node reads when a process starts: set here, before vitest starts its workers, so the server
 * under test verifies the receiver as it would verify any push service, with nothing turned off.
 */
export default function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'treneris-push-cert-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  process.env.TEST_PUSH_CERT_DIR = dir;
  process.env.NODE_EXTRA_CA_CERTS = path.join(dir, 'cert.pem');
  return () => rmSync(dir, { recursive: true, force: true });
}
