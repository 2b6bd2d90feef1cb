import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'files';
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written to DATA_DIR/mail as an .eml file
 * (open it in any mail client) with a .json twin, and logged, so password resets and invitations
 * work on a machine with no mail server.
 */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; mailDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Whoever reads the folder (a person, the browser tests) finds a mail whole or not at all: it is
  // written under a name nobody reads and renamed into place, which the file system does at once.
  const writeWhole = (file: string, content: string | Buffer) => {
    writeFileSync(`${file}.partial`, content);
    renameSync(`${file}.partial`, file);
  };
  return {
    mode: 'files',
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      mkdirSync(options.mailDir, { recursive: true });
      const base = path.join(options.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${uuidv7()}`);
      writeWhole(`${base}.eml`, info.message as Buffer);
      writeWhole(`${base}.json`, `${JSON.stringify({ from: options.from, ...mail }, null, 2)}\n`);
      options.log.info({ to: mail.to, subject: mail.subject, file: `${base}.eml` }, 'mail written to file');
    },
  };
}
