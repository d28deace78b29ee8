/**
 * The stylesheets of the prerendered public pages, in the first stylesheet every page links, so a
 * page is styled before any script runs and does not move when its script arrives.
 */
import '../styles/global.css';
import '../features/home/home.css';
import '../features/home/home-variations.css';
import '../features/blog/blog.css';
import '../features/contact/contact.css';
import '../features/legal/legal.css';
import '../features/marketing/marketing.css';
import '../features/resources/resources.css';
