import type { Config } from "tailwindcss";
import animate from "tailwindcss-animate";

// Colours are CSS variables (HSL channels) defined in client/src/index.css, shadcn style,
// so a future dark or high-contrast theme only redefines the variables.
const color = (name: string) => `hsl(var(--${name}) / <alpha-value>)`;

export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    container: {
      center: true,
      padding: { DEFAULT: "1.25rem", sm: "1.5rem", lg: "2rem" },
      screens: { "2xl": "1200px" },
    },
    extend: {
      colors: {
        border: color("border"),
        input: color("input"),
        ring: color("ring"),
        background: color("background"),
        foreground: color("foreground"),
        primary: {
          DEFAULT: color("primary"),
          foreground: color("primary-foreground"),
          hover: color("primary-hover"),
          soft: color("primary-soft"),
        },
        secondary: {
          DEFAULT: color("secondary"),
          foreground: color("secondary-foreground"),
        },
        muted: {
          DEFAULT: color("muted"),
          foreground: color("muted-foreground"),
        },
        accent: {
          DEFAULT: color("accent"),
          foreground: color("accent-foreground"),
          soft: color("accent-soft"),
          ink: color("accent-ink"),
        },
        destructive: {
          DEFAULT: color("destructive"),
          foreground: color("destructive-foreground"),
          soft: color("destructive-soft"),
        },
        success: {
          DEFAULT: color("success"),
          foreground: color("success-foreground"),
          soft: color("success-soft"),
        },
        warning: {
          DEFAULT: color("warning"),
          foreground: color("warning-foreground"),
          soft: color("warning-soft"),
        },
        info: {
          DEFAULT: color("info"),
          foreground: color("info-foreground"),
          soft: color("info-soft"),
        },
        card: {
          DEFAULT: color("card"),
          foreground: color("card-foreground"),
        },
        popover: {
          DEFAULT: color("popover"),
          foreground: color("popover-foreground"),
        },
      },
      borderRadius: {
        "2xl": "calc(var(--radius) + 8px)",
        xl: "calc(var(--radius) + 4px)",
        lg: "var(--radius)",
        md: "calc(var(--radius) - 2px)",
        sm: "calc(var(--radius) - 4px)",
      },
      fontFamily: {
        // Arabic letters (the Arabic UI, a surah's name) fall outside Inter's and Fraunces's unicode-range: Noto Naskh
        // Arabic draws them, in every text style, rather than whatever the device has (often nothing on Linux).
        sans: ["'Inter Variable'", "'Noto Naskh Arabic'", "ui-sans-serif", "system-ui", "sans-serif"],
        display: ["'Fraunces Variable'", "'Noto Naskh Arabic'", "ui-serif", "Georgia", "serif"],
        arabic: ["'Noto Naskh Arabic'", "'Geeza Pro'", "'Arabic Typesetting'", "serif"],
      },
      boxShadow: {
        // One warm, low shadow scale: cards rest on "soft" and lift to "lift" on hover.
        soft: "0 1px 2px 0 hsl(var(--shadow) / 0.06), 0 1px 3px 0 hsl(var(--shadow) / 0.08)",
        lift: "0 4px 8px -2px hsl(var(--shadow) / 0.08), 0 12px 24px -6px hsl(var(--shadow) / 0.12)",
        overlay: "0 10px 15px -3px hsl(var(--shadow) / 0.12), 0 24px 48px -12px hsl(var(--shadow) / 0.24)",
      },
      transitionDuration: {
        DEFAULT: "180ms",
      },
      keyframes: {
        "accordion-down": {
          from: { height: "0" },
          to: { height: "var(--radix-accordion-content-height)" },
        },
        "accordion-up": {
          from: { height: "var(--radix-accordion-content-height)" },
          to: { height: "0" },
        },
      },
      animation: {
        "accordion-down": "accordion-down 0.2s ease-out",
        "accordion-up": "accordion-up 0.2s ease-out",
      },
    },
  },
  plugins: [animate],
} satisfies Config;
