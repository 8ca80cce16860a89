// Checks the SMTP settings once at start (connect, TLS, login) and says in one line whether
// contact messages will be e-mailed, so a typo in SMTP_* shows at start, not when a message
// fails to send. It never stops start-up: messages are stored either way.
import type { SmtpConfig } from '../config';
import type { Logger } from '../logger';
import { createSmtpTransport } from './lead-mailer';

export async function checkSmtp(smtp: SmtpConfig, fallbackTo: string, logger: Logger): Promise<boolean> {
  const server = `${smtp.host}:${smtp.port}${smtp.secure ? ' (TLS)' : ''}${smtp.user ? ` as ${smtp.user}` : ''}`;
  const transport = createSmtpTransport(smtp);
  try {
    await transport.verify();
    logger.info(`mail: SMTP ${server} works; each contact message will be e-mailed to ${smtp.to ?? fallbackTo}`, { event: 'smtp-ok' });
    return true;
  } catch (error) {
    const reason = (error as Error).message.replace(/\s+/g, ' ').trim();
    logger.error(`mail: SMTP ${server} does not work: ${reason}. Contact messages are only stored until SMTP_* is fixed`, undefined, { event: 'smtp-failed' });
    return false;
  } finally {
    transport.close();
  }
}
