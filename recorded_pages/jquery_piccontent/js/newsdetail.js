/* piccontent look-alike, vanilla instead of jQuery */
(function () {
  var thumbs = document.querySelectorAll('.picmidmid img'), pic = document.getElementById('pic1');
  var modal = document.querySelector('.bodymodal'), endtop = document.querySelector('.endtop');
  var firsttop = document.querySelector('.firsttop');
  function fadeTo(to, done) {
    var from = parseFloat(pic.style.opacity || 1), k = 0, t = setInterval(function () {
      k += 1;
      pic.style.opacity = from + (to - from) * k / 4;
      if (k >= 4) { clearInterval(t); if (done) { done(); } }
    }, 50);
  }
  function go(i) {
    var t = thumbs[i];
    pic.setAttribute('curindex', i);
    fadeTo(0.3, function () {
      pic.onload = function () {
        document.querySelector('.miaoshu').textContent = t.getAttribute('text');
        document.getElementById('curNum').innerHTML = i + 1;
        fadeTo(1);
      };
      pic.src = t.getAttribute('bigimg');
    });
  }
  function nextclick() {
    var i = parseInt(pic.getAttribute('curindex'), 10);
    if (i !== thumbs.length - 1) { go(i + 1); } else { modal.style.display = 'block'; endtop.style.display = 'block'; }
  }
  function preclick() {
    var i = parseInt(pic.getAttribute('curindex'), 10);
    if (i !== 0) { go(i - 1); } else { modal.style.display = 'block'; firsttop.style.display = 'block'; }
  }
  function close() { modal.style.display = endtop.style.display = firsttop.style.display = 'none'; }
  document.getElementById('nextArrow').onclick = nextclick;
  document.getElementById('nextArrow_B').onclick = nextclick;
  document.getElementById('preArrow').onclick = preclick;
  document.getElementById('preArrow_B').onclick = preclick;
  document.querySelector('.replaybtn2').onclick = function () { close(); go(0); };
  document.querySelector('.closebtn1').onclick = close;
  for (var k = 0; k < thumbs.length; k++) {
    (function (i) { thumbs[i].onclick = function () { go(i); }; })(k);
  }
})();
