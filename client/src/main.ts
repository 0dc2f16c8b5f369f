const app = document.querySelector<HTMLElement>('#app');
if (app) app.innerHTML = '<h1>Dead Drop</h1><p>The table arrives soon.</p>';
