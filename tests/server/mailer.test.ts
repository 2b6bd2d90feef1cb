import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer';
import {
  alreadyRegisteredMail,
  clientInvitationMail,
  confirmRegistrationMail,
  digestMail,
  invitationMail,
  passwordResetMail,
} from '../../server/mail/templates';

describe('mail without SMTP', () => {
  it('writes each message to DATA_DIR/mail as .eml with a .json twin', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'treneris-mail-')), 'mail');
    const mailer = createMailer({ from: 'Treneris <no-reply@test.lv>', mailDir: dir, log: Fastify({ logger: false }).log });
    expect(mailer.mode).toBe('files');
    await mailer.send(passwordResetMail('en-US', 'anna@test.lv', 'Anna', 'https://coach.example.com/user/password?token=abc'));
    const files = readdirSync(dir).sort();
    expect(files.map((f) => path.extname(f))).toEqual(['.eml', '.json']);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: anna@test\.lv$/m);
    expect(eml).toMatch(/^From: Treneris <no-reply@test\.lv>$/m);
    const json = JSON.parse(readFileSync(path.join(dir, files[1]!), 'utf8')) as { to: string; text: string };
    expect(json.to).toBe('anna@test.lv');
    expect(json.text).toContain('https://coach.example.com/user/password?token=abc');
  });
});

describe('mail templates', () => {
  const link = 'https://coach.example.com/x?token=<t>&a=1';
  it.each(['en-US', 'lv-LV'] as const)('%s: every template has a subject, the link in text and escaped in HTML', (locale) => {
    for (const mail of [
      passwordResetMail(locale, 'a@b.lv', 'Anna', link),
      invitationMail(locale, 'a@b.lv', 'Anna', 'Kārlis', link),
      confirmRegistrationMail(locale, 'a@b.lv', 'Anna', link),
      alreadyRegisteredMail(locale, 'a@b.lv', 'Anna', link),
      clientInvitationMail(locale, 'a@b.lv', 'Kārlis', link),
      digestMail(locale, 'a@b.lv', 'Anna', [{ subject: 'New message from Kārlis', body: '<b>Great week</b>' }], link),
    ]) {
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain('token=&#60;t&#62;&#38;a=1');
      expect(mail.html).not.toContain('<t>');
    }
  });

  it('the Latvian texts are Latvian, not English', () => {
    expect(passwordResetMail('lv-LV', 'a@b.lv', 'Anna', link).text).toContain('Sveiki, Anna!');
    expect(invitationMail('lv-LV', 'a@b.lv', 'Anna', 'Kārlis', link).text).toContain('Kārlis jūs ielūdza');
    expect(confirmRegistrationMail('lv-LV', 'a@b.lv', 'Anna', link).text).toContain('apstipriniet savu e-pasta adresi');
    expect(alreadyRegisteredMail('lv-LV', 'a@b.lv', 'Anna', link).text).toContain('jau ir konts');
    expect(clientInvitationMail('lv-LV', 'a@b.lv', 'Kārlis', link).text).toContain('Jūsu treneris Kārlis aicina');
    expect(digestMail('lv-LV', 'a@b.lv', 'Anna', [{ subject: 'Jauna ziņa', body: '' }], link).text).toContain('ko vēl neesat izlasījis');
  });
});
