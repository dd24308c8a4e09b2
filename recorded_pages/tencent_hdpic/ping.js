/* stand-in for pingjs.qq.com/ping.js */
window.pgvMain = function () {};
