import '#app/boot-theme.ts';
import '#i18n/index.ts';
import './index.css';
import { mountApp } from '#app/mount.tsx';
import { SignInApp } from '#app/sign-in-app.tsx';

// The sign-in build's entry (vite.sign-in.config.ts): served for /login and the other sign-in
// pages, on Preact's React compatibility layer and with the sign-in texts only.
mountApp(<SignInApp />);
