import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Axe measures colour contrast on whatever frame it catches; a fade-in caught half way reads as a
// contrast failure. Tests look at final states only, so motion is switched off here (not in the app).
const style = document.createElement('style');
style.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; }';
document.head.appendChild(style);

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
