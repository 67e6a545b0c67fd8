import { AboutSection } from "@/features/landing/components/about-section";
import { CtaSection } from "@/features/landing/components/cta-section";
import { FeaturesSection } from "@/features/landing/components/features-section";
import { ForParentsSection } from "@/features/landing/components/for-parents-section";
import { ForTeachersSection } from "@/features/landing/components/for-teachers-section";
import { HeroSection } from "@/features/landing/components/hero-section";
import { LandingFooter } from "@/features/landing/components/landing-footer";
import { StatsBand } from "@/features/landing/components/stats-band";

/**
 * Public landing page (signed out, "/"). The app shell renders the header and the <main> landmark around it,
 * so this page is sections plus its own footer.
 */
export default function LandingPage() {
  return (
    <>
      <HeroSection />
      {/* Below the first screen: laid out and painted when scrolled near (see .render-when-visible). */}
      <div className="render-when-visible">
        <FeaturesSection />
      </div>
      <div className="render-when-visible">
        <StatsBand />
        <CtaSection />
      </div>
      <div className="render-when-visible">
        <ForTeachersSection />
      </div>
      <div className="render-when-visible">
        <ForParentsSection />
      </div>
      <div className="render-when-visible">
        <AboutSection />
        <LandingFooter />
      </div>
    </>
  );
}
