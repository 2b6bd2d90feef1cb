import type { Mail } from './mailer';

export type MailLocale = 'en-US' | 'lv-LV';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain, readable layout: one message, one button, the link spelled out for clients without HTML. */
function layout(lines: { greeting: string; body: string[]; action: string; link: string; footer: string }): { text: string; html: string } {
  const text = [lines.greeting, '', ...lines.body, '', `${lines.action}: ${lines.link}`, '', lines.footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:Segoe UI,Arial,sans-serif;color:#242424;max-width:560px">
<p>${escapeHtml(lines.greeting)}</p>
${lines.body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(lines.link)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(lines.action)}</a></p>
<p style="font-size:12px;color:#616161">${escapeHtml(lines.link)}</p>
<p style="font-size:12px;color:#616161">${escapeHtml(lines.footer)}</p>
</body></html>`;
  return { text, html };
}

// Server-side texts live here rather than in the Lingui catalogs, which belong to the browser
// bundle; tests check that every template has both languages.
export function passwordResetMail(locale: MailLocale, to: string, name: string, link: string): Mail {
  if (locale === 'lv-LV') {
    return {
      to,
      subject: 'Paroles atjaunošana — Treneris',
      ...layout({
        greeting: name ? `Sveiki, ${name}!` : 'Sveiki!',
        body: ['Saņēmām pieprasījumu atjaunot jūsu Treneris paroli.', 'Saite ir derīga vienu stundu un izmantojama vienu reizi.'],
        action: 'Iestatīt jaunu paroli',
        link,
        footer: 'Ja paroles maiņu nepieprasījāt, šo vēstuli varat ignorēt: jūsu parole netiks mainīta.',
      }),
    };
  }
  return {
    to,
    subject: 'Reset your password — Treneris',
    ...layout({
      greeting: name ? `Hello ${name},` : 'Hello,',
      body: ['We received a request to reset your Treneris password.', 'The link works once and expires in one hour.'],
      action: 'Choose a new password',
      link,
      footer: 'If you did not ask for this, ignore this message: your password stays as it is.',
    }),
  };
}

export function invitationMail(locale: MailLocale, to: string, name: string, inviter: string, link: string): Mail {
  if (locale === 'lv-LV') {
    return {
      to,
      subject: 'Ielūgums pievienoties Treneris',
      ...layout({
        greeting: name ? `Sveiki, ${name}!` : 'Sveiki!',
        body: [`${inviter} jūs ielūdza izmantot Treneris.`, 'Lai sāktu, izvēlieties paroli. Saite ir derīga 7 dienas.'],
        action: 'Izvēlēties paroli',
        link,
        footer: 'Ja šo ielūgumu negaidījāt, vēstuli varat ignorēt.',
      }),
    };
  }
  return {
    to,
    subject: 'You are invited to Treneris',
    ...layout({
      greeting: name ? `Hello ${name},` : 'Hello,',
      body: [`${inviter} invited you to use Treneris.`, 'Choose a password to get started. The link works for 7 days.'],
      action: 'Choose a password',
      link,
      footer: 'If you were not expecting this invitation, you can ignore this message.',
    }),
  };
}

/** A coach's invitation to train with them: the link registers, or signs in, and links the account. */
export function clientInvitationMail(locale: MailLocale, to: string, coach: string, link: string): Mail {
  if (locale === 'lv-LV') {
    return {
      to,
      subject: `${coach} aicina trenēties Treneris`,
      ...layout({
        greeting: 'Sveiki!',
        body: [
          `Jūsu treneris ${coach} aicina jūs pievienoties Treneris: tur redzēsiet savus treniņus, plānu un varēsiet atzīmēt paveikto arī bez interneta.`,
          'Izveidojiet kontu vai pieslēdzieties esošajam. Saite ir derīga 7 dienas un izmantojama vienu reizi.',
        ],
        action: 'Pieņemt ielūgumu',
        link,
        footer: 'Ja šo ielūgumu negaidījāt, vēstuli varat ignorēt.',
      }),
    };
  }
  return {
    to,
    subject: `${coach} invites you to train on Treneris`,
    ...layout({
      greeting: 'Hello,',
      body: [
        `Your coach ${coach} invites you to Treneris: see your workouts and plan, and log your training, even without a connection.`,
        'Create an account or sign in to the one you have. The link works once, for 7 days.',
      ],
      action: 'Accept the invitation',
      link,
      footer: 'If you were not expecting this invitation, you can ignore this message.',
    }),
  };
}

/** The link that finishes a registration: following it proves the address is the registrant's. */
export function confirmRegistrationMail(locale: MailLocale, to: string, name: string, link: string): Mail {
  if (locale === 'lv-LV') {
    return {
      to,
      subject: 'Apstipriniet savu e-pastu — Treneris',
      ...layout({
        greeting: name ? `Sveiki, ${name}!` : 'Sveiki!',
        body: [
          'Paldies, ka reģistrējāties Treneris.',
          'Lai pabeigtu konta izveidi, apstipriniet savu e-pasta adresi. Saite ir derīga 48 stundas.',
        ],
        action: 'Apstiprināt e-pastu',
        link,
        footer: 'Ja nereģistrējāties, šo vēstuli varat ignorēt: konts netiks izveidots.',
      }),
    };
  }
  return {
    to,
    subject: 'Confirm your e-mail — Treneris',
    ...layout({
      greeting: name ? `Hello ${name},` : 'Hello,',
      body: [
        'Thank you for registering with Treneris.',
        'Confirm your e-mail address to finish creating your account. The link works for 48 hours.',
      ],
      action: 'Confirm my e-mail',
      link,
      footer: 'If you did not register, ignore this message: no account will be created.',
    }),
  };
}

/**
 * Someone registered with an address that already has an account. The answer on the page is the
 * same as for a new address (it must not reveal who has an account), so the owner hears it here.
 */
export function alreadyRegisteredMail(locale: MailLocale, to: string, name: string, link: string): Mail {
  if (locale === 'lv-LV') {
    return {
      to,
      subject: 'Jums jau ir Treneris konts',
      ...layout({
        greeting: name ? `Sveiki, ${name}!` : 'Sveiki!',
        body: [
          'Kāds mēģināja reģistrēties Treneris ar šo e-pasta adresi, bet tai jau ir konts.',
          'Ja tas bijāt jūs, vienkārši pierakstieties. Ja paroli esat aizmirsis, to var atjaunot pierakstīšanās lapā.',
        ],
        action: 'Pierakstīties',
        link,
        footer: 'Ja tas nebijāt jūs, nekas nav jādara: jūsu konts un parole paliek nemainīti.',
      }),
    };
  }
  return {
    to,
    subject: 'You already have a Treneris account',
    ...layout({
      greeting: name ? `Hello ${name},` : 'Hello,',
      body: [
        'Someone tried to register with Treneris using this e-mail address, which already has an account.',
        'If it was you, just sign in. If you forgot your password, you can reset it from the sign-in page.',
      ],
      action: 'Sign in',
      link,
      footer: 'If it was not you, there is nothing to do: your account and password stay as they are.',
    }),
  };
}

/** An admin's message (communication), framed in the recipient's language; the text is the admin's. */
export function announcementMail(locale: MailLocale, to: string, name: string, subject: string, body: string, link: string): Mail {
  const lv = locale === 'lv-LV';
  return {
    to,
    subject: `${subject} — Treneris`,
    ...layout({
      greeting: lv ? (name ? `Sveiki, ${name}!` : 'Sveiki!') : name ? `Hello ${name},` : 'Hello,',
      body: body
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
      action: lv ? 'Atvērt Treneris' : 'Open Treneris',
      link,
      footer: lv ? 'Šo ziņojumu nosūtīja Treneris administrators.' : 'This message was sent by a Treneris administrator.',
    }),
  };
}

/** How many notifications a daily e-mail lists; the rest are counted. */
export const DIGEST_LISTED = 20;

/** The daily e-mail of what a person has not read in the app (docs/api.md, "Notifications"). */
export function digestMail(
  locale: MailLocale,
  to: string,
  name: string,
  unread: readonly { subject: string; body: string }[],
  link: string,
): Mail {
  const lv = locale === 'lv-LV';
  const count = unread.length;
  const listed = unread.slice(0, DIGEST_LISTED).map((notice) => (notice.body ? `${notice.subject}: ${notice.body}` : notice.subject));
  const more = count - listed.length;
  return {
    to,
    subject: lv
      ? `Treneris: nelasīti paziņojumi (${count})`
      : `Treneris: ${count} unread ${count === 1 ? 'notification' : 'notifications'}`,
    ...layout({
      greeting: lv ? (name ? `Sveiki, ${name}!` : 'Sveiki!') : name ? `Hello ${name},` : 'Hello,',
      body: [
        lv ? 'Lūk, ko vēl neesat izlasījis Treneris:' : 'This is what you have not read in Treneris yet:',
        ...listed,
        ...(more > 0 ? [lv ? `Un vēl ${more}.` : `And ${more} more.`] : []),
      ],
      action: lv ? 'Atvērt Treneris' : 'Open Treneris',
      link,
      footer: lv
        ? 'Šo vēstuli sūtām reizi dienā, jo to izvēlējāties profila paziņojumu iestatījumos; tur to var arī izslēgt.'
        : 'We send this once a day because you chose it in your profile’s notification settings, where you can turn it off.',
    }),
  };
}

/** The deletion of an account was asked for: when it happens, and the link that cancels it. */
export function deletionScheduledMail(locale: MailLocale, to: string, name: string, day: string, link: string): Mail {
  if (locale === 'lv-LV') {
    return {
      to,
      subject: 'Jūsu konts tiks dzēsts — Treneris',
      ...layout({
        greeting: name ? `Sveiki, ${name}!` : 'Sveiki!',
        body: [
          `Jūsu Treneris konts un visi jūsu dati (treniņi, piegājieni, mērījumi, foto, atskaites un ziņas) tiks neatgriezeniski dzēsti ${day}.`,
          'Līdz tam kontu var izmantot kā parasti, un dzēšanu var atcelt.',
        ],
        action: 'Atcelt dzēšanu',
        link,
        footer: 'Ja kontu dzēst nevēlējāties, atceliet dzēšanu un nomainiet paroli.',
      }),
    };
  }
  return {
    to,
    subject: 'Your account will be deleted — Treneris',
    ...layout({
      greeting: name ? `Hello ${name},` : 'Hello,',
      body: [
        `Your Treneris account and all your data (workouts, sets, measurements, photos, check-ins and messages) will be erased for good on ${day}.`,
        'Until then the account works as usual, and the deletion can be cancelled.',
      ],
      action: 'Cancel the deletion',
      link,
      footer: 'If you did not ask for this, cancel the deletion and change your password.',
    }),
  };
}
