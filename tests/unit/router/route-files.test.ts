import { describe, expect, it } from 'vitest';
import { preloadAs, routeFiles } from '../../../runtime/router/route-files';

const map = {
  files: ['share-home.js', 'esm.js', 'Swiper.js', 'Swiper.css', 'NoticeBar.js'],
  pages: { '/share-home': [0, 1] },
  widgets: { swiper: [2, 1, 3], 'notice-bar': [4, 1], text: [] },
};

describe('route files', () => {
  it('are the page\'s files, then its widgets\', each once; an unknown page or widget adds nothing', () => {
    expect(routeFiles(map, '/share-home', ['swiper', 'notice-bar', 'text', 'missing'])).toEqual(['share-home.js', 'esm.js', 'Swiper.js', 'Swiper.css', 'NoticeBar.js']);
    expect(routeFiles(map, '/about-us', ['swiper'])).toEqual(['Swiper.js', 'esm.js', 'Swiper.css']);
  });

  it('preload scripts as modules and only fetch stylesheets', () => {
    expect(preloadAs('assets/Swiper.js')).toEqual({ rel: 'modulepreload' });
    expect(preloadAs('assets/Swiper.css')).toEqual({ rel: 'preload', as: 'style' });
  });
});
