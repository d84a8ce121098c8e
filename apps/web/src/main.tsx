import './app/boot-theme';
import './i18n';
import './index.css';
import { mountApp } from './app/mount';

mountApp();
