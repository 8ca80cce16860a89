// Privacy Policy: what the forms collect, where it is kept, who else is involved, how to ask
// for deletion — in plain language, with the owner's name and e-mail from the settings.
import { LegalPage } from '../components/ui/legal-page';
import { useSiteSettings } from '../lib/site-context';

function PrivacyPage() {
  const { owner } = useSiteSettings();
  const email = (
    <a href={`mailto:${owner.email}`} className="text-brand-700 underline">
      {owner.email}
    </a>
  );
  return (
    <LegalPage title="Privacy Policy" description={`How ${owner.name} collects, uses and protects your information.`} updated="November 23, 2026">
      <p>
        This website is run by {owner.name}, a freelance developer. This policy explains what information the site collects, why, where it is kept and
        how you can have it removed. Questions are welcome at {email}.
      </p>
      <h2>What the forms collect</h2>
      <ul>
        <li>
          <strong>Contact form:</strong> your name, e-mail address, the service you are interested in and your message, with the time you sent it.
        </li>
        <li>
          <strong>Free template signup:</strong> your name and e-mail address.
        </li>
      </ul>
      <p>The site sets no advertising or tracking cookies and does not build profiles of visitors.</p>
      <h2>What the server logs</h2>
      <p>
        To keep the site working and secure, the server logs each request: the time, the page or file asked for (without anything after a "?"),
        the answer's status and size, and how long it took. Your IP address is not logged, except when a sign-in to the site's administration
        console fails or is refused after too many attempts. These logs are deleted after 14 days.
      </p>
      <h2>Why and where it is stored</h2>
      <p>
        Messages are used only to reply to you and to discuss your project. They are stored on the server that runs this site, in files only{' '}
        {owner.name} can read, and may also be forwarded to {owner.name}'s own mailbox. Nothing is sold or shared for marketing.
      </p>
      <h2>Third parties</h2>
      <ul>
        <li>The newsletter provider receives your name and e-mail when you sign up for the free template, to send the newsletter you asked for.</li>
        <li>The booking page (Calendly) handles the details you enter when you schedule a call, under its own privacy policy.</li>
        <li>Embedded videos (YouTube) and live map demos load from their providers, who may see your IP address when they load.</li>
      </ul>
      <h2>How long it is kept and your rights</h2>
      <p>
        Enquiries are kept for as long as needed to answer them and for the length of any project that follows, then deleted. You can ask to see,
        correct or delete what is held about you at any time by writing to {email}; it will be done within 30 days. You can unsubscribe from the
        newsletter with the link in every issue.
      </p>
    </LegalPage>
  );
}

export { PrivacyPage as Component };
