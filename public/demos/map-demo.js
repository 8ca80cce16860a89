// The demo map projects, served by the site itself so that 'View Project' works offline: a
// drawn city (no tiles, no third-party scripts), the project's places as pins, a list beside
// it, filters, and zoom and pan. The page names its project with <body data-project="…">; the
// CSP allows this file as a same-origin script and the page's inline styles.
(function () {
  'use strict';

  var SVG = 'http://www.w3.org/2000/svg';
  var WIDTH = 1000;
  var HEIGHT = 700;

  var PROJECTS = {
    'development-tracker': {
      unit: 'developments',
      filters: ['Planning', 'Construction', 'Handover'],
      colors: { Planning: '#d97706', Construction: '#2563eb', Handover: '#059669' },
      items: [
        ['Harbour Lofts', 'Construction', 612, 402, '84 units · phase 2 of 3 · roof works'],
        ['Millrace Gardens', 'Planning', 420, 250, '120 units · approval granted March'],
        ['Quayside Point', 'Handover', 720, 520, '46 units · keys from next month'],
        ['North Yard', 'Construction', 300, 170, '210 units · foundations complete'],
        ['Elm Row', 'Handover', 515, 560, '32 townhouses · 90% sold'],
        ['Canal Works', 'Planning', 650, 220, '150 units · consultation open'],
        ['Station Square', 'Construction', 470, 420, '96 units · frame up to level 6'],
        ['Larch Court', 'Planning', 220, 480, '58 units · pre-application'],
        ['The Ropewalk', 'Construction', 800, 330, '140 units · façades going up'],
        ['Brewery Quarter', 'Handover', 380, 600, '72 units · final inspections'],
        ['Riverside Mews', 'Construction', 560, 300, '40 units · services installed'],
        ['Kiln Lane', 'Planning', 150, 300, '64 units · design review'],
        ['Tidewater', 'Handover', 860, 470, '110 units · 12 left'],
        ['Old Dairy', 'Construction', 250, 620, '28 units · windows fitted'],
      ],
    },
    'luxury-real-estate': {
      unit: 'homes',
      filters: ['Sea view', 'Pool', 'Estate'],
      colors: { 'Sea view': '#0e7490', Pool: '#7c3aed', Estate: '#b45309' },
      items: [
        ['Villa Azure', 'Sea view', 835, 380, '€4.2M · 5 bedrooms · private cove'],
        ['Casa Alta', 'Pool', 560, 240, '€2.8M · 4 bedrooms · infinity pool'],
        ['Olive Hill Estate', 'Estate', 300, 200, '€7.5M · 9 ha · olive groves'],
        ['Cliff House', 'Sea view', 880, 560, '€3.6M · 4 bedrooms · terrace over the bay'],
        ['Villa Limón', 'Pool', 480, 470, '€1.9M · 3 bedrooms · walled garden'],
        ['Pine Ridge Estate', 'Estate', 200, 420, '€5.1M · stables · guest house'],
        ['Marina Penthouse', 'Sea view', 760, 610, '€2.4M · 3 bedrooms · rooftop'],
        ['Casa del Sol', 'Pool', 640, 330, '€2.2M · 4 bedrooms · pool house'],
        ['Vineyard Manor', 'Estate', 380, 580, '€6.3M · 14 ha · winery'],
      ],
    },
    'commercial-tracker': {
      unit: 'spaces',
      filters: ['Office', 'Retail', 'Logistics'],
      colors: { Office: '#4f46e5', Retail: '#db2777', Logistics: '#475569' },
      items: [
        ['One Exchange, floor 7', 'Office', 520, 360, '1,450 m² · available April · €34/m²'],
        ['Market Street 12', 'Retail', 450, 430, '210 m² · lease ends June · €52/m²'],
        ['Gateway Park unit 4', 'Logistics', 180, 560, '8,200 m² · 12 m eaves · available now'],
        ['Foundry Works', 'Office', 620, 270, '900 m² · fitted · €29/m²'],
        ['Arcade corner', 'Retail', 560, 470, '160 m² · lease ends March · €61/m²'],
        ['Dockside shed B', 'Logistics', 790, 600, '5,600 m² · quay access · Q3'],
        ['Linden House', 'Office', 380, 300, '2,100 m² · whole building · €27/m²'],
        ['High Street 88', 'Retail', 330, 420, '95 m² · available now · €48/m²'],
        ['Ring Road hub', 'Logistics', 120, 250, '12,000 m² · 24 docks · 2026'],
        ['Tower Place, floor 3', 'Office', 700, 420, '650 m² · lease ends May · €38/m²'],
      ],
    },
    'property-analytics': {
      unit: 'neighbourhoods',
      filters: ['Median price', 'Rental yield', 'Days on market'],
      hex: true,
      items: [
        ['Old Town', 480, 400, [420, 4.1, 21]],
        ['Harbour', 700, 500, [510, 3.6, 18]],
        ['Millbrook', 330, 250, [290, 5.2, 34]],
        ['Riverside', 580, 300, [380, 4.6, 26]],
        ['Hillcrest', 240, 470, [340, 4.9, 30]],
        ['Station', 440, 540, [310, 5.5, 28]],
        ['Northgate', 640, 180, [260, 6.1, 41]],
        ['Seafront', 850, 400, [560, 3.2, 15]],
        ['Parkside', 200, 300, [300, 5.0, 37]],
      ],
    },
  };

  function el(name, attributes, parent) {
    var node = document.createElementNS(SVG, name);
    Object.keys(attributes).forEach(function (key) {
      node.setAttribute(key, attributes[key]);
    });
    if (parent) parent.appendChild(node);
    return node;
  }

  function html(name, className, text, parent) {
    var node = document.createElement(name);
    if (className) node.className = className;
    if (text) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }

  /** The drawn city: land, sea, a river, parks and streets. */
  function drawCity(layer) {
    el('rect', { x: -500, y: -500, width: WIDTH + 1000, height: HEIGHT + 1000, fill: '#dbeafe' }, layer);
    el('path', { d: 'M-500 -500 H760 C 820 120 700 260 790 380 S 900 620 820 1200 H-500 Z', fill: '#f8fafc' }, layer);
    el('path', { d: 'M-50 120 C 150 160 260 330 420 330 S 640 250 760 300', fill: 'none', stroke: '#bfdbfe', 'stroke-width': 18, 'stroke-linecap': 'round' }, layer);
    [
      'M120 360 l90 -20 l40 70 l-80 50 l-60 -40 Z',
      'M520 120 l110 10 l-10 80 l-120 -10 Z',
      'M600 620 l90 -30 l30 70 l-100 20 Z',
    ].forEach(function (d) {
      el('path', { d: d, fill: '#dcfce7', stroke: '#bbf7d0' }, layer);
    });
    var streets = el('g', { stroke: '#e2e8f0', 'stroke-width': 2 }, layer);
    for (var x = 0; x <= WIDTH; x += 45) el('line', { x1: x, y1: -100, x2: x - 60, y2: HEIGHT + 100 }, streets);
    for (var y = 0; y <= HEIGHT; y += 45) el('line', { x1: -100, y1: y, x2: WIDTH + 100, y2: y + 30 }, streets);
    var roads = el('g', { fill: 'none', stroke: '#fde68a', 'stroke-width': 7, 'stroke-linecap': 'round' }, layer);
    ['M-50 520 C 200 480 500 520 900 430', 'M420 -50 C 440 200 500 500 460 800', 'M60 -50 C 180 200 140 500 260 800'].forEach(function (d) {
      el('path', { d: d }, roads);
    });
  }

  function hexPath(cx, cy, r) {
    var points = [];
    for (var i = 0; i < 6; i += 1) {
      var angle = (Math.PI / 3) * i + Math.PI / 6;
      points.push((cx + r * Math.cos(angle)).toFixed(1) + ' ' + (cy + r * Math.sin(angle)).toFixed(1));
    }
    return 'M' + points.join(' L') + ' Z';
  }

  function start() {
    var project = PROJECTS[document.body.getAttribute('data-project')];
    if (!project) return;
    var svg = document.getElementById('map');
    var list = document.getElementById('places');
    var filters = document.getElementById('filters');
    var detail = document.getElementById('detail');
    var count = document.getElementById('count');
    var view = { x: 0, y: 0, w: WIDTH, h: HEIGHT };
    var city = el('g', {}, svg);
    var data = el('g', {}, svg);
    drawCity(city);

    function applyView() {
      svg.setAttribute('viewBox', [view.x, view.y, view.w, view.h].join(' '));
    }

    function zoom(factor, cx, cy) {
      var w = Math.min(WIDTH * 1.5, Math.max(WIDTH / 6, view.w * factor));
      var h = (w * HEIGHT) / WIDTH;
      var px = cx === undefined ? view.x + view.w / 2 : cx;
      var py = cy === undefined ? view.y + view.h / 2 : cy;
      view.x = px - ((px - view.x) * w) / view.w;
      view.y = py - ((py - view.y) * h) / view.h;
      view.w = w;
      view.h = h;
      applyView();
    }

    function toMap(event) {
      var box = svg.getBoundingClientRect();
      var scale = Math.min(view.w / box.width, view.h / box.height);
      return {
        x: view.x + (event.clientX - box.left - (box.width - view.w / scale) / 2) * scale,
        y: view.y + (event.clientY - box.top - (box.height - view.h / scale) / 2) * scale,
        scale: scale,
      };
    }

    svg.addEventListener('wheel', function (event) {
      event.preventDefault();
      var point = toMap(event);
      zoom(event.deltaY > 0 ? 1.15 : 1 / 1.15, point.x, point.y);
    }, { passive: false });

    var drag = null;
    svg.addEventListener('pointerdown', function (event) {
      drag = { x: event.clientX, y: event.clientY, view: { x: view.x, y: view.y }, scale: toMap(event).scale };
      svg.setPointerCapture(event.pointerId);
    });
    svg.addEventListener('pointermove', function (event) {
      if (!drag) return;
      view.x = drag.view.x - (event.clientX - drag.x) * drag.scale;
      view.y = drag.view.y - (event.clientY - drag.y) * drag.scale;
      applyView();
    });
    svg.addEventListener('pointerup', function () {
      drag = null;
    });

    document.getElementById('zoom-in').addEventListener('click', function () { zoom(1 / 1.4); });
    document.getElementById('zoom-out').addEventListener('click', function () { zoom(1.4); });
    document.getElementById('zoom-reset').addEventListener('click', function () {
      view = { x: 0, y: 0, w: WIDTH, h: HEIGHT };
      applyView();
    });

    var active = project.filters.slice();
    var metric = 0;
    var selected = null;

    function select(item) {
      selected = item;
      detail.textContent = '';
      html('strong', '', item.name, detail);
      html('span', '', item.text(), detail);
      view.x = item.x - view.w / 2;
      view.y = item.y - view.h / 2;
      applyView();
      render();
    }

    function items() {
      return project.items.map(function (row) {
        if (project.hex) {
          return {
            name: row[0], x: row[1], y: row[2], values: row[3],
            text: function () {
              return '€' + this.values[0] + 'k median · ' + this.values[1].toFixed(1) + '% yield · ' + this.values[2] + ' days on market';
            },
          };
        }
        return { name: row[0], group: row[1], x: row[2], y: row[3], text: function () { return row[1] + ' · ' + row[4]; } };
      });
    }
    var places = items();

    function hexColor(item) {
      var values = places.map(function (p) { return p.values[metric]; });
      var min = Math.min.apply(null, values);
      var max = Math.max.apply(null, values);
      var t = (item.values[metric] - min) / (max - min || 1);
      return 'hsl(' + (250 - t * 200).toFixed(0) + ' 70% ' + (70 - t * 25).toFixed(0) + '%)';
    }

    function render() {
      data.textContent = '';
      list.textContent = '';
      var shown = places.filter(function (item) { return project.hex || active.indexOf(item.group) !== -1; });
      if (project.hex) {
        shown.sort(function (a, b) { return b.values[metric] - a.values[metric]; });
      }
      shown.forEach(function (item) {
        var mark;
        if (project.hex) {
          mark = el('path', { d: hexPath(item.x, item.y, 70), fill: hexColor(item), 'fill-opacity': 0.8, stroke: '#fff', 'stroke-width': item === selected ? 5 : 2 }, data);
          el('text', { x: item.x, y: item.y + 5, 'text-anchor': 'middle', 'font-size': 15, 'font-weight': 600, fill: '#0f172a' }, data).textContent = item.name;
        } else {
          mark = el('circle', { cx: item.x, cy: item.y, r: item === selected ? 14 : 10, fill: project.colors[item.group], stroke: '#fff', 'stroke-width': 3 }, data);
        }
        mark.setAttribute('class', 'mark');
        el('title', {}, mark).textContent = item.name;
        mark.addEventListener('click', function () { select(item); });
        var entry = html('li', '', '', list);
        var button = html('button', item === selected ? 'place current' : 'place', '', entry);
        button.type = 'button';
        html('span', 'name', item.name, button);
        html('span', 'text', item.text(), button);
        button.addEventListener('click', function () { select(item); });
      });
      count.textContent = shown.length + ' ' + project.unit;
    }

    project.filters.forEach(function (name, index) {
      var chip = html('button', 'chip', name, filters);
      chip.type = 'button';
      chip.setAttribute('aria-pressed', project.hex ? String(index === 0) : 'true');
      chip.addEventListener('click', function () {
        if (project.hex) {
          metric = index;
          Array.prototype.forEach.call(filters.children, function (other, i) { other.setAttribute('aria-pressed', String(i === index)); });
        } else {
          var at = active.indexOf(name);
          if (at === -1) active.push(name);
          else active.splice(at, 1);
          chip.setAttribute('aria-pressed', String(at === -1));
        }
        render();
      });
    });

    applyView();
    render();
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
