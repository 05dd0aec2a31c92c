/**
 * The booking widget (/s/widget/{siteId}.js), pasted by the host into their own site as one <script> tag. It draws a
 * date and party picker in a shadow root styled by a constructed stylesheet (no inline <style>, no style attribute,
 * no eval: it works under a strict Content-Security-Policy of the host's page), sets no cookie and stores nothing,
 * and opens the apartment's booking page for the chosen dates. The site's data (address, apartments, colour) is
 * written into the script by the server, so it makes no request of its own.
 */
export interface WidgetConfig {
  base: string;
  slug: string;
  color: string;
  apartments: Array<{ id: string; name: string }>;
}

export function widgetScript(config: WidgetConfig): string {
  const data = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(function(){'use strict';var C=${data};
var me=document.currentScript,host=document.createElement('div');host.className='gospodarz-widget';
if(me&&me.parentNode)me.parentNode.insertBefore(host,me.nextSibling);else document.body.appendChild(host);
var root=host.attachShadow({mode:'open'});
var css=':host{all:initial;display:block;font:16px/1.4 system-ui,sans-serif;color:#1a1a1a}form{display:grid;gap:.5rem;grid-template-columns:repeat(auto-fit,minmax(8rem,1fr));align-items:end;background:#fff;border:1px solid #ccc;border-radius:.5rem;padding:.75rem;max-width:48rem}label{display:grid;gap:.2rem;font-size:.85rem}input,select{font:inherit;padding:.45rem;border:1px solid #767676;border-radius:.3rem;min-height:40px}button{font:inherit;font-weight:600;border:0;border-radius:.4rem;padding:.6rem 1rem;min-height:44px;cursor:pointer;background:'+C.color+';color:#fff}';
try{var s=new CSSStyleSheet();s.replaceSync(css);root.adoptedStyleSheets=[s]}catch(e){}
var el=function(t,a,txt){var e=document.createElement(t);for(var k in a||{})e.setAttribute(k,a[k]);if(txt!=null)e.textContent=txt;return e};
var en=(document.documentElement.lang||'pl').slice(0,2)==='en';
var W=en?{apt:'Apartment',from:'Arrival',to:'Departure',adults:'Adults',children:'Children',go:'Check availability'}:{apt:'Apartament',from:'Przyjazd',to:'Wyjazd',adults:'Dorośli',children:'Dzieci',go:'Sprawdź i zarezerwuj'};
var f=el('form',{'aria-label':W.go});
function field(name,label,input){var l=el('label',null,label);l.appendChild(input);input.name=name;f.appendChild(l);return input}
var sel=el('select');C.apartments.forEach(function(a){sel.appendChild(el('option',{value:a.id},a.name))});
if(C.apartments.length>1)field('apartment',W.apt,sel);
var today=new Date().toISOString().slice(0,10);
var from=field('from',W.from,el('input',{type:'date',min:today,required:''}));var to=field('to',W.to,el('input',{type:'date',min:today,required:''}));
var ad=field('adults',W.adults,el('input',{type:'number',min:'1',value:'2'}));var ch=field('children',W.children,el('input',{type:'number',min:'0',value:'0'}));
f.appendChild(el('button',{type:'submit'},W.go));
from.addEventListener('change',function(){to.min=from.value});
f.addEventListener('submit',function(e){e.preventDefault();var id=C.apartments.length>1?sel.value:(C.apartments[0]||{}).id;if(!id)return;
var q=new URLSearchParams({adults:ad.value||'2',children:ch.value||'0'});if(from.value)q.set('from',from.value);if(to.value)q.set('to',to.value);if(en)q.set('lang','en');
window.open(C.base+'/s/'+encodeURIComponent(C.slug)+'/'+id+'?'+q+'#rez','_blank','noopener')});
root.appendChild(f)})();`;
}
