import { AboutSection } from "@/features/landing/components/about-section";
import { CtaSection } from "@/features/landing/components/cta-section";
import { FeaturesSection } from "@/features/landing/components/features-section";
import { ForParentsSection } from "@/features/landing/components/for-parents-section";
import { ForTeachersSection } from "@/features/landing/components/for-teachers-section";
import { HeroSection } from "@/features/landing/components/hero-section";
import { LandingFooter } from "@/features/landing/components/landing-footer";
import { StatsBand } from "@/features/landing/components/stats-band";

/** Public landing page (signed out, "/"). The site header is rendered above it by the app shell. */
export default function LandingPage() {
  return (
    <>
      <main id="main-content">
        <HeroSection />
        <FeaturesSection />
        <StatsBand />
        <CtaSection />
        <ForTeachersSection />
        <ForParentsSection />
        <AboutSection />
      </main>
      <LandingFooter />
    </>
  );
}
