// A company's mail template rendered (domain/mail-template.ts): merge fields filled in, markup in
// the template or in a value shown as text, paragraphs and line breaks kept, the booking link the
// only link and only when it is a web address; unknown merge fields found per kind
// (contracts/mail-templates.ts) so the editor can refuse them by name.
import { describe, expect, it } from 'vitest';
import { unknownMergeFields, usableTemplate } from '../../contracts/mail-templates';
import { firstNameOf, renderTemplate, templateParagraphs } from '../mail-template';

const values = {
  firstName: 'Ada',
  jobTitle: 'Frontend engineer',
  company: 'Northwind',
  stage: 'Interviewing',
  bookingLink: 'https://jobs.example/book/abc?x=1&y=2',
};

describe('renderTemplate', () => {
  it('fills the merge fields of subject, text and HTML', () => {
    const mail = renderTemplate(
      {
        kind: 'stageUpdate',
        subject: 'Your application for {{ jobTitle }}',
        body: 'Hello {{firstName}},\n\n{{company}} moved you to: {{stage}}.',
      },
      values,
    );
    expect(mail.subject).toBe('Your application for Frontend engineer');
    expect(mail.text).toBe('Hello Ada,\n\nNorthwind moved you to: Interviewing.');
    expect(mail.html).toContain('>Hello Ada,</p>');
    expect(mail.html).toContain('>Northwind moved you to: Interviewing.</p>');
  });

  it('renders a <script> in the template as text', () => {
    const mail = renderTemplate(
      { kind: 'rejection', subject: 'Hi <b>{{firstName}}</b>', body: '<script>alert(1)</script>' },
      values,
    );
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.subject).toBe('Hi <b>Ada</b>');
  });

  it('renders markup in a merge field as text, with no link but the booking link', () => {
    const mail = renderTemplate(
      { kind: 'bookingInvite', subject: 'x', body: 'For {{jobTitle}}: {{bookingLink}}' },
      { ...values, jobTitle: '<img src=x onerror="alert(1)"><a href="https://evil">win</a>' },
    );
    expect(mail.html).not.toMatch(/<img|<a href="https:\/\/evil/);
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(mail.html.match(/<a /g)).toHaveLength(1);
    expect(mail.html).toContain('<a href="https://jobs.example/book/abc?x=1&amp;y=2"');
  });

  it('keeps a booking link that is not a web address as plain text', () => {
    const mail = renderTemplate(
      { kind: 'bookingInvite', subject: 'x', body: 'Book: {{bookingLink}}' },
      { ...values, bookingLink: 'javascript:alert(1)' },
    );
    expect(mail.html).not.toContain('<a ');
    expect(mail.html).toContain('Book: javascript:alert(1)');
  });

  it('turns single line breaks into <br> and blank lines into paragraphs', () => {
    const mail = renderTemplate(
      { kind: 'rejection', subject: 'x', body: 'One\ntwo\r\n\r\n\n  three  ' },
      values,
    );
    expect(mail.html.match(/<p /g)).toHaveLength(2);
    expect(mail.html).toContain('One<br>two</p>');
    expect(mail.text).toBe('One\ntwo\n\nthree');
  });

  it('leaves out a field the kind does not offer, and a value not given', () => {
    const mail = renderTemplate(
      {
        kind: 'rejection',
        subject: '{{stage}}{{jobTitle}}',
        body: '[{{bookingLink}}][{{firstName}}]',
      },
      { jobTitle: 'Designer' },
    );
    expect(mail.subject).toBe('Designer');
    expect(mail.text).toBe('[][]');
  });
});

describe('templateParagraphs', () => {
  it('gives the preview the same segments the mail has', () => {
    expect(
      templateParagraphs('bookingInvite', 'Hi {{firstName}}\n{{bookingLink}}', values),
    ).toEqual([[[{ text: 'Hi Ada' }], [{ text: values.bookingLink, href: values.bookingLink }]]]);
  });
});

describe('merge fields', () => {
  it('names the fields a kind does not offer, each once', () => {
    expect(
      unknownMergeFields('rejection', '{{firstName}} {{bookingLink}} {{ nme }} {{nme}}'),
    ).toEqual(['bookingLink', 'nme']);
    expect(unknownMergeFields('bookingInvite', '{{ bookingLink }} {{company}}')).toEqual([]);
  });

  it('lets the server use only well-formed templates with known fields', () => {
    const stored = {
      kind: 'rejection',
      locale: 'de',
      subject: 'Ihre Bewerbung',
      body: 'Hallo {{firstName}}',
      updatedBy: 'u1',
      updatedAt: { toMillis: () => 0, toDate: () => new Date(0) },
    };
    expect(usableTemplate(stored)?.body).toBe('Hallo {{firstName}}');
    expect(usableTemplate({ ...stored, body: 'Hallo {{password}}' })).toBeNull();
    expect(usableTemplate({ ...stored, subject: '' })).toBeNull();
  });

  it('takes the first word of a name as the first name', () => {
    expect(firstNameOf('  Ada  Lovelace ')).toBe('Ada');
    expect(firstNameOf('')).toBe('');
  });
});
