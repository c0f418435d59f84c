/**
 * The invitation email (docs/staff.md): the document Firebase's "Trigger Email from Firestore"
 * extension sends, `{to, message: {subject, text, html}}`, written with the invitation.
 */
import { STAFF_ROLE_LABELS, describeScope } from '../contract/index.js';
import type { MailDoc, StaffInviteDoc } from '../data/staff-invites-repository.js';

export function inviteMail(collection: string, invite: Pick<StaffInviteDoc, 'email' | 'role' | 'languageIds' | 'invitedBy' | 'expiresAt'>, link: string, names: ReadonlyMap<number, string>): MailDoc {
  const role = STAFF_ROLE_LABELS[invite.role];
  const langs = describeScope(invite.languageIds, names);
  const who = invite.invitedBy.name || invite.invitedBy.email;
  const expires = invite.expiresAt.toDate().toUTCString();
  const subject = `${who} invited you to CryptoLekh as ${/^[AEIOU]/.test(role) ? 'an' : 'a'} ${role}`;
  const text = `${who} invited you to the CryptoLekh staff as ${role} (${langs}).\n\nChoose your name and password here:\n${link}\n\nThe link works until ${expires}.`;
  const html = `<p>${escapeHtml(who)} invited you to the CryptoLekh staff as <strong>${escapeHtml(role)}</strong> (${escapeHtml(langs)}).</p><p><a href="${escapeHtml(link)}">Accept the invitation</a></p><p>The link works until ${escapeHtml(expires)}.</p>`;
  return { collection, data: { to: invite.email, message: { subject, text, html } } };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
