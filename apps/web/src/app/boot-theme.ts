import { syncThemeWithDocument } from '#lib/theme.ts';

// Imported first by main.tsx, before React renders anything, so the page never paints in the
// wrong theme. A module rather than an inline <script>: the CSP allows scripts from 'self' only.
syncThemeWithDocument();
