// Routewise: a one-page landing site for a map-based product. The sections below the hero come
// from one list: reorder or delete entries in SECTIONS to change the page.
import { Fragment, useRef, type ReactNode } from 'react';
import { AssetBase } from './asset-url';
import { ClosingCta } from './components/closing-cta';
import { DemoForm } from './components/demo-form';
import { Faq } from './components/faq';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { Pricing } from './components/pricing';
import { ProblemSolution } from './components/problem-solution';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { SocialProof } from './components/social-proof';
import { scrollToSection } from './scroll';

export interface AppProps {
  /** Where the files of public/ are served from; './' when the site runs on its own. */
  assetBase?: string;
  /** Shown inside another page (a live demo): no <main> landmark. */
  embedded?: boolean;
}

type GoTo = (id: string) => void;

const SECTIONS: ((goTo: GoTo) => ReactNode)[] = [
  () => <ProblemSolution />,
  () => <FeatureGrid />,
  () => <HowItWorks />,
  () => <SocialProof />,
  (goTo) => <Pricing onChoose={() => goTo('demo')} />,
  () => <Faq />,
  () => <DemoForm />,
  (goTo) => <ClosingCta onAction={() => goTo('demo')} />,
];

export function App({ assetBase = './', embedded = false }: AppProps) {
  const root = useRef<HTMLDivElement>(null);
  const goTo: GoTo = (id) => scrollToSection(root.current, id, embedded);
  const Main = embedded ? 'div' : 'main';
  return (
    <AssetBase value={assetBase}>
      <div ref={root} className="min-h-full bg-white font-sans text-slate-900 antialiased">
        <SiteHeader onNavigate={goTo} />
        <Main>
          <Hero onNavigate={goTo} />
          {SECTIONS.map((section, i) => (
            <Fragment key={i}>{section(goTo)}</Fragment>
          ))}
        </Main>
        <SiteFooter />
      </div>
    </AssetBase>
  );
}
