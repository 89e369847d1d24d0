import '@arco-design/web-react/es/style/index.css';
import './app/global.css';
import './app/contrast.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// No StrictMode: keepalive-for-react cannot work under it (its README).
createRoot(container).render(<App />);
