// GET and POST /api/alerts/unsubscribe?token=…: pauses the saved searches a signed token names
// (unsubscribe-token.ts), without signing in.
// - POST is RFC 8058's one-click unsubscription, which mail clients send from the
//   List-Unsubscribe header (body `List-Unsubscribe=One-Click`): it pauses at once.
// - GET is a person who clicked the mail's link: it shows a small page, in their language, that
//   names the alerts and asks to confirm with a button (which sends the same POST). A GET changes
//   nothing, because mail scanners and link previews open links on their own.
// A missing token is a 400 page, a forged or changed one a 403 page; nothing changes either way.
import type { Request, Response } from 'express';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  ALERT_UNSUBSCRIBE_PATH,
  COLLECTIONS,
  HTTP_STATUS,
  LINKED_PATHS,
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
  type Locale,
} from '../contracts.js';
import { escapeHtml } from '../domain.js';
import { adminDb } from '../lib/admin.js';
import type { Handler } from '../lib/http/router.js';
import { appUrl } from '../lib/mail/config.js';
import { isMailLocale, mailLocaleOf } from '../lib/mail/render.js';
import { ENGLISH_MAIL_TEXTS, MAIL_TEXTS } from '../lib/mail/templates.js';
import { profileRef } from '../lib/refs.js';
import { textOf } from '../lib/snapshot.js';
import {
  alertsTokenSecret,
  readUnsubscribeToken,
  type UnsubscribeTarget,
} from './unsubscribe-token.js';

type PageText = keyof typeof ENGLISH_MAIL_TEXTS.unsubscribePage;

/** The first of the browser's languages that the mails are written in, else English. */
function browserLocale(req: Request): Locale {
  const header = req.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const language = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isMailLocale(language)) return language;
  }
  return mailLocaleOf(undefined);
}

interface Page {
  status: number;
  locale: Locale;
  message: PageText;
  names?: string;
  /** The confirm button posts to this address. */
  confirm?: string;
}

/** A small page on its own (no app, no script): the message and, to confirm, one button. */
function sendPage(res: Response, page: Page): void {
  const texts = {
    ...ENGLISH_MAIL_TEXTS.unsubscribePage,
    ...MAIL_TEXTS[page.locale].unsubscribePage,
  };
  const message = escapeHtml(texts[page.message]).replace(
    '{{names}}',
    escapeHtml(page.names ?? ''),
  );
  const action = page.confirm
    ? `<form method="post" action="${escapeHtml(page.confirm)}"><input type="hidden" name="${ONE_CLICK_FIELD}" value="${ONE_CLICK_VALUE}"><button type="submit">${escapeHtml(texts.button)}</button></form>`
    : `<p><a href="${escapeHtml(`${appUrl()}${LINKED_PATHS.savedSearches}`)}">${escapeHtml(texts.open)}</a></p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${page.locale}" dir="${page.locale === 'ar' ? 'rtl' : 'ltr'}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(texts.title)}</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:48px 16px;background:Canvas;color:CanvasText}',
    'main{max-width:32rem;margin:0 auto}h1{font-size:1.5rem}',
    'button{font:inherit;font-weight:600;padding:.6rem 1.4rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}',
    'a{color:LinkText}</style></head>',
    `<body><main><h1>${escapeHtml(texts.title)}</h1><p>${message}</p>${action}</main></body></html>`,
  ].join('\n');
  res
    .status(page.status)
    .set({
      'Cache-Control': 'no-store',
      'Content-Type': 'text/html; charset=utf-8',
      'X-Robots-Tag': 'noindex',
    })
    .send(html);
}

interface Found {
  token: string;
  target: UnsubscribeTarget;
  locale: Locale;
  /** The named searches that still exist, with their names. */
  searches: { id: string; name: string }[];
}

/** The token's person and searches, or the page that says why there are none. */
async function readTarget(firestore: Firestore, req: Request): Promise<Found | Page> {
  const token = req.query.token;
  if (typeof token !== 'string' || !token) {
    return { status: HTTP_STATUS.badRequest, locale: browserLocale(req), message: 'invalid' };
  }
  const target = readUnsubscribeToken(token, alertsTokenSecret());
  if (!target)
    return { status: HTTP_STATUS.forbidden, locale: browserLocale(req), message: 'invalid' };
  const profile = profileRef(firestore, target.uid);
  const [person, ...stored] = await firestore.getAll(
    profile,
    ...target.savedSearchIds.map((id) => profile.collection(COLLECTIONS.savedSearches).doc(id)),
  );
  const locale = isMailLocale(person?.get('locale'))
    ? (person.get('locale') as Locale)
    : browserLocale(req);
  const searches = stored
    .filter((search) => search.exists)
    .map((search) => ({ id: search.id, name: textOf(search, 'name') }));
  if (searches.length === 0) return { status: HTTP_STATUS.notFound, locale, message: 'gone' };
  return { token, target, locale, searches };
}

const namesOf = (found: Found) => found.searches.map((search) => search.name).join(', ');

/** GET: names the alerts and asks to confirm; changes nothing. */
export const confirmUnsubscribe: Handler = async (req, res) => {
  const found = await readTarget(adminDb(), req);
  if ('status' in found) {
    sendPage(res, found);
    return;
  }
  sendPage(res, {
    status: HTTP_STATUS.ok,
    locale: found.locale,
    message: 'confirm',
    names: namesOf(found),
    confirm: `${ALERT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(found.token)}`,
  });
};

/** Whether a form's body (either encoding) says `List-Unsubscribe=One-Click`. */
export function saysOneClick(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  if (new URLSearchParams(body).get(ONE_CLICK_FIELD) === ONE_CLICK_VALUE) return true;
  // multipart/form-data: the field's part, then its value
  return new RegExp(`name="${ONE_CLICK_FIELD}"\\r?\\n\\r?\\n${ONE_CLICK_VALUE}\\r?\\n`).test(body);
}

/** POST (one click, or the confirm button): pauses the named searches that still exist. */
export const oneClickUnsubscribe: Handler = async (req, res, body) => {
  const firestore = adminDb();
  const found = await readTarget(firestore, req);
  if ('status' in found) {
    sendPage(res, found);
    return;
  }
  if (!saysOneClick(body)) {
    sendPage(res, { status: HTTP_STATUS.badRequest, locale: found.locale, message: 'invalid' });
    return;
  }
  const profile = profileRef(firestore, found.target.uid);
  const batch = firestore.batch();
  for (const { id } of found.searches) {
    batch.update(profile.collection(COLLECTIONS.savedSearches).doc(id), {
      paused: true,
      updatedAt: Timestamp.now(),
    });
  }
  try {
    await batch.commit();
  } catch {
    // deleted meanwhile, or the database failed: nothing was paused
    sendPage(res, { status: HTTP_STATUS.internalError, locale: found.locale, message: 'failed' });
    return;
  }
  sendPage(res, {
    status: HTTP_STATUS.ok,
    locale: found.locale,
    message: 'done',
    names: namesOf(found),
  });
};
