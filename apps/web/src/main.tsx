import '#app/boot-theme.ts';
import '#i18n/index.ts';
import './index.css';
import { mountApp } from '#app/mount.tsx';

mountApp();
