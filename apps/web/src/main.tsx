import '#app/boot-theme.ts';
import '#i18n/index.ts';
import './index.css';
import { App } from '#app/app.tsx';
import { mountApp } from '#app/mount.tsx';

mountApp(<App />);
