// E-mails each new contact message to the owner when SMTP is configured. Sending happens after
// the message is stored and the visitor has had their answer, and it never throws: a slow or
// failing mail server costs a log line, not a lead.
import nodemailer from 'nodemailer';
import { oneLine } from '../../src/lib/one-line';
import type { SmtpConfig } from '../config';
import type { Logger } from '../logger';
import type { ContactMessage } from './contact-store';

export interface LeadMailer {
  /** Resolves when sent or when sending failed (logged); never rejects. */
  sendContact(message: ContactMessage, fallbackTo: string): Promise<void>;
}

/** The SMTP connection settings; the start-up check (smtp-check.ts) verifies the same ones. */
export function createSmtpTransport(smtp: SmtpConfig) {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user && { auth: { user: smtp.user, pass: smtp.pass ?? '' } }),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export function createLeadMailer(smtp: SmtpConfig, logger: Logger): LeadMailer {
  const transport = createSmtpTransport(smtp);

  return {
    async sendContact(message, fallbackTo) {
      const to = smtp.to ?? fallbackTo;
      try {
        await transport.sendMail({
          from: smtp.from,
          to,
          replyTo: { name: oneLine(message.name), address: message.email },
          subject: oneLine(`New message from ${message.name}${message.service ? ` about ${message.service}` : ''}`),
          text: [
            `Name: ${message.name}`,
            `Email: ${message.email}`,
            `Service: ${message.service ?? '(none chosen)'}`,
            `Received: ${message.submitted}`,
            `Reference: ${message.id}`,
            '',
            message.message,
            '',
            '-- Sent by the contact form of your site. Reply to this e-mail to answer the sender.',
          ].join('\n'),
        });
        logger.info(`leads: e-mailed contact message ${message.id} to ${to}`);
      } catch (error) {
        logger.error(`leads: contact message ${message.id} is stored, but e-mailing it to ${to} failed: ${(error as Error).message}`);
      }
    },
  };
}
