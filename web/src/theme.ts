import type { ThemeConfig } from 'antd/es/config-provider';
import antdTheme from 'antd/es/theme';

/**
 * Pitstop Prints' look: near-black asphalt, one loud racing red, signal yellow reserved for
 * focus rings and safety, bold condensed uppercase headings. The same values exist as CSS
 * variables in styles/global.css for the app's own components.
 */
const palette = {
  asphalt: '#0a0a0c',
  surface: '#131317',
  surfaceRaised: '#1b1b21',
  border: '#2c2c35',
  text: '#f4f4f5',
  textMuted: '#a8a8b3',
  /** The quietest text that still keeps 4.5:1 on every surface (hints, placeholders). */
  textFaint: '#8a8a93',
  racingRed: '#e10600',
  racingRedHover: '#ff2a1f',
  /** Red that keeps 4.5:1 contrast as text on the asphalt. */
  redText: '#ff4d42',
  signalYellow: '#ffd400',
  green: '#22c55e',
} as const;

const fontBody =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  cssVar: { key: 'pp' },
  token: {
    colorPrimary: palette.racingRed,
    colorInfo: palette.racingRed,
    colorLink: palette.redText,
    colorLinkHover: palette.racingRedHover,
    colorWarning: palette.signalYellow,
    colorSuccess: palette.green,
    colorError: '#ff3b30',
    colorBgBase: palette.asphalt,
    colorBgContainer: palette.surface,
    colorBgElevated: palette.surfaceRaised,
    colorBorder: palette.border,
    colorBorderSecondary: '#24242b',
    colorTextBase: palette.text,
    colorTextSecondary: palette.textMuted,
    // antd's dark defaults for hints, counters, placeholders and disabled text (45% and 25%
    // white) fall under WCAG AA's 4.5:1 on the app's surfaces; this grey keeps 5:1 on each.
    colorTextTertiary: palette.textFaint,
    colorTextDescription: palette.textFaint,
    colorTextPlaceholder: palette.textFaint,
    colorTextDisabled: palette.textFaint,
    fontFamily: fontBody,
    fontSize: 15,
    borderRadius: 4,
    borderRadiusLG: 6,
    controlHeight: 38,
    controlHeightLG: 46,
    wireframe: false,
  },
  components: {
    Button: {
      fontWeight: 700,
      primaryShadow: 'none',
      defaultShadow: 'none',
      dangerShadow: 'none',
      // The dark algorithm derives a darker link red (#dc443b, 4.35:1 on a card); the text red
      // keeps 4.5:1 (WCAG AA).
      colorLink: palette.redText,
      colorLinkActive: palette.redText,
      // The same for a danger button's derived red (#dc352c, 4.04:1).
      colorError: palette.redText,
    },
    Modal: {
      contentBg: palette.surface,
      headerBg: palette.surface,
      footerBg: palette.surface,
      titleFontSize: 22,
    },
    Drawer: {
      colorBgElevated: palette.surface,
    },
    Notification: {
      width: 380,
    },
    Tag: {
      defaultBg: palette.surfaceRaised,
    },
  },
};
