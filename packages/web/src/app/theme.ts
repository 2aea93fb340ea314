import { createTheme } from "@mui/material/styles";

/** System fonts only: nothing is downloaded before the first paint. */
const systemFontStack = [
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  '"Noto Sans"',
  "sans-serif",
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(", ");

const borderColor = "#e3e6ec";

export const theme = createTheme({
  palette: {
    mode: "light",
    primary: { main: "#2f55d4", dark: "#2242ab", light: "#5b7be0", contrastText: "#ffffff" },
    secondary: { main: "#0c7c71" },
    background: { default: "#f5f6f8", paper: "#ffffff" },
    text: { primary: "#1b2330", secondary: "#5a6475" },
    divider: borderColor,
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: systemFontStack,
    h1: { fontSize: "2rem", fontWeight: 650, lineHeight: 1.25, letterSpacing: "-0.01em" },
    h2: { fontSize: "1.5rem", fontWeight: 650, lineHeight: 1.3 },
    h6: { fontSize: "1.0625rem", fontWeight: 600 },
    body1: { lineHeight: 1.6 },
    button: { textTransform: "none", fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: "antialiased", MozOsxFontSmoothing: "grayscale" },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: "inherit" },
      styleOverrides: {
        root: { backgroundColor: "#ffffff", borderBottom: `1px solid ${borderColor}` },
      },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        outlined: { borderColor },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 8, paddingInline: 18 },
      },
    },
  },
});
